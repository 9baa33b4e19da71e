import { useEffect, useRef, useState } from 'react';
import { App, Button, Modal } from 'antd';
import { pledgeText } from '@wardline/contract/pledges';
import { successMessages, type PrivateFileSignType, type TrustedAuthSignature } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { toLocale } from '@/lib/form-rules';
import { downloadPrivateDocument } from '@/lib/uploads';
import { useSignPledge } from '../api/trusted-auth-calls';
import { useTrustedAuthT } from '../i18n';
import { scrolledToEnd } from '../scrolled-to-end';
import { SignaturePadField, type SignaturePadHandle } from '../signature-pad';
import styles from '../trusted-auth.module.css';

type Signed = { picture: string; sign: TrustedAuthSignature };

/**
 * Steps 2–4: one pledge to read and sign. The sign button enables once the text has been
 * scrolled to within 5 px of its end; it opens a dialog with the signature pad; once the
 * server signed, the dialog closes, 签署成功！ shows, the signature replaces the button and
 * "next" appears.
 */
export function PledgeStep({ type, onNext }: { type: PrivateFileSignType; onNext: () => void }) {
  const { t, i18n } = useTrustedAuthT();
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const text = pledgeText(type, locale);
  const boxRef = useRef<HTMLDivElement>(null);
  const padRef = useRef<SignaturePadHandle>(null);
  const [readToEnd, setReadToEnd] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [empty, setEmpty] = useState(true);
  const [signed, setSigned] = useState<Signed | null>(null);
  const sign = useSignPledge();

  useEffect(() => {
    // A text that fits its box needs no scrolling to be read.
    if (boxRef.current && scrolledToEnd(boxRef.current)) setReadToEnd(true);
  }, [type]);

  const confirm = () => {
    const picture = padRef.current?.toDataUrl() ?? null;
    if (!picture) {
      void message.error(t('pledge.empty'));
      return;
    }
    sign.mutate(
      { type, signPicture: picture },
      {
        onSuccess: (ret) => {
          setDialog(false);
          setSigned({ picture, sign: ret.sign });
          void message.success(successMessages.pledgeSigned[locale]);
        },
        onError: (error) => void message.error(error instanceof ApiError ? error.message : t('loadFailed')),
      },
    );
  };

  return (
    <section aria-labelledby={`pledge-${type}`}>
      <div
        ref={boxRef}
        className={styles.scrollBox}
        tabIndex={0}
        role="region"
        aria-labelledby={`pledge-${type}`}
        onScroll={(e) => {
          if (scrolledToEnd(e.currentTarget)) setReadToEnd(true);
        }}
        data-testid="pledge-text"
      >
        <h2 id={`pledge-${type}`}>{text.title}</h2>
        {text.paragraphs.map((p, i) => (p.heading ? <h3 key={i}>{p.text}</h3> : <p key={i}>{p.text}</p>))}
      </div>
      <div className={styles.signRow}>
        {signed ? (
          <>
            <span>
              <img src={signed.picture} alt={t('pledge.signedAlt')} className={styles.signature} data-testid="signature-image" />
              <br />
              {t('pledge.signedOn', { date: new Date(signed.sign.signDate).toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-GB') })}{' '}
              <Button type="link" onClick={() => void downloadPrivateDocument(signed.sign.signFile, `${text.title}.pdf`)} data-testid="download-signed">
                {t('pledge.download')}
              </Button>
            </span>
            <Button type="primary" onClick={onNext} data-testid="pledge-next">
              {t('pledge.next')}
            </Button>
          </>
        ) : (
          <>
            <span>{readToEnd ? null : t('pledge.readHint')}</span>
            <Button type="primary" disabled={!readToEnd} onClick={() => setDialog(true)} data-testid="pledge-sign">
              {t('pledge.sign')}
            </Button>
          </>
        )}
      </div>
      <Modal
        open={dialog}
        title={t('pledge.confirmTitle', { title: text.title })}
        onCancel={() => setDialog(false)}
        destroyOnHidden
        footer={[
          <Button key="clear" onClick={() => padRef.current?.clear()} data-testid="pad-clear">
            {t('pledge.clear')}
          </Button>,
          <Button key="cancel" onClick={() => setDialog(false)}>
            {t('pledge.cancel')}
          </Button>,
          <Button key="ok" type="primary" disabled={empty} loading={sign.isPending} onClick={confirm} data-testid="pledge-confirm">
            {t('pledge.confirm')}
          </Button>,
        ]}
      >
        <p>{t('pledge.confirmText')}</p>
        <SignaturePadField ref={padRef} label={t('pledge.padLabel')} onChange={setEmpty} />
      </Modal>
    </section>
  );
}
