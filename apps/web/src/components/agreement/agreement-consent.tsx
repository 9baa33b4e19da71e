import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStrings } from '@/i18n/load-strings';
import { legalStrings } from '@/components/legal/strings';
import styles from './agreement.module.css';

// The agreement is long prose: it loads, with its strings, only when someone opens it.
const UserAgreement = lazy(() => Promise.all([import('@/components/legal'), loadStrings({ legal: legalStrings })]).then(([m]) => ({ default: m.UserAgreement })));

type Props = {
  /** Set by the form that holds the value (Ant Design's `Form.Item` passes them as `checked`, `onChange`, `id`). */
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  id?: string;
  /** Prefix of the test ids: `${p}agree`, `${p}agreement-open`, `${p}agreement-accept` (registration uses none). */
  testIdPrefix?: string;
  invalid?: boolean;
};

/**
 * The "I have read and accept" checkbox of registration and of the third-party completion
 * screens, in plain markup (registration paints without Ant Design, issue 7 §1). The agreement
 * opens in an 800 px dialog whose "accept" ticks the box (reading it alone does not); the
 * privacy policy opens in a new window, without giving that window a handle on this one.
 */
export function AgreementConsent({ checked = false, onChange, id, testIdPrefix = '', invalid = false }: Props) {
  const { t } = useTranslation('agreement');
  const [open, setOpen] = useState(false);
  const testId = (name: string) => `${testIdPrefix}${name}`;
  return (
    <>
      <label className={styles.consent}>
        <input
          type="checkbox"
          id={id}
          className={styles.checkbox}
          checked={checked}
          onChange={(e) => onChange?.(e.target.checked)}
          aria-invalid={invalid || undefined}
          data-testid={testId(testIdPrefix ? 'agree' : 'register-agree')}
        />
        <span>
          {t('prefix')}{' '}
          <a
            href="/about/user-protocol"
            onClick={(e) => {
              e.preventDefault();
              setOpen(true);
            }}
            data-testid={testId('agreement-open')}
          >
            {t('userAgreement')}
          </a>{' '}
          {t('and')}{' '}
          <a href="/about/privacy-protocol" target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()} data-testid={testId('privacy-link')}>
            {t('privacyPolicy')}
            <span className={styles.srOnly}>{t('newWindow')}</span>
          </a>
        </span>
      </label>
      {open && (
        <AgreementDialog
          testIdPrefix={testIdPrefix}
          onClose={() => setOpen(false)}
          onAccept={() => {
            onChange?.(true);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

/** The agreement in a modal `<dialog>`: the browser traps focus in it, Escape and the close button close it. */
function AgreementDialog({ testIdPrefix, onClose, onAccept }: { testIdPrefix: string; onClose: () => void; onAccept: () => void }) {
  const { t } = useTranslation('agreement');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${testIdPrefix || 'register-'}agreement-title`;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      open={typeof HTMLDialogElement === 'undefined' || typeof HTMLDialogElement.prototype.showModal !== 'function' ? true : undefined}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('dialogTitle')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            ×
          </button>
        </div>
        <div className={styles.body} data-testid={`${testIdPrefix}agreement-text`}>
          <Suspense fallback={<p className={styles.loading}>…</p>}>
            <UserAgreement idPrefix={`${testIdPrefix || 'register-'}agreement-`} />
          </Suspense>
        </div>
        <div className={styles.footer}>
          <button type="button" className={styles.accept} onClick={onAccept} data-testid={`${testIdPrefix}agreement-accept`}>
            {t('accept')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
