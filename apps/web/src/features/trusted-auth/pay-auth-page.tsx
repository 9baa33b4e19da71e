import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PAYMENT_AUTH_POLL_MS, type PayAuthCodeState } from '@wardline/contract';
import { useDocumentTitle } from '@/lib/document-title';
import { fetchPayAuthCodeStatus, fetchPayAuthRedirect, fetchPayAuthStatus, fetchPayAuthToken } from './api/trusted-auth-calls';
import { useTrustedAuthT } from './i18n';
import { PageHeader } from './page-header';
import styles from './trusted-auth.module.css';

type Qr = { img: string; code: string };

/**
 * /userCenter/payAuth (spec 001 §2, §4): a QR code from the provider (`/hy/token`); every
 * 5 s the code's validity (`/hy/token/status`: expired → "please refresh") and the
 * authentication's status (`/hy/status`) are asked; at status 1 the hacker goes back to the
 * account centre.
 */
export default function PayAuthPage() {
  const { t } = useTrustedAuthT();
  useDocumentTitle(t('payAuth.title'));
  const navigate = useNavigate();
  const [qr, setQr] = useState<Qr | null>(null);
  const [state, setState] = useState<PayAuthCodeState | 'loading'>('loading');
  const [error, setError] = useState<string | null>(null);
  const [phoneUrl, setPhoneUrl] = useState<string | null>(null);

  const load = useCallback(() => {
    setState('loading');
    setError(null);
    fetchPayAuthToken()
      .then((ret) => {
        setQr({ img: ret.img, code: ret.code });
        setState('waiting');
      })
      .catch((e: Error) => setError(e.message));
  }, []);

  useEffect(load, [load]);

  useEffect(() => {
    if (!qr || state === 'expired' || state === 'done') return;
    const timer = window.setInterval(() => {
      void fetchPayAuthCodeStatus(qr.code)
        .then((ret) => setState(ret.state))
        .catch(() => undefined);
      void fetchPayAuthStatus()
        .then((ret) => {
          if (ret.status === 1) setState('done');
        })
        .catch(() => undefined);
    }, PAYMENT_AUTH_POLL_MS);
    return () => window.clearInterval(timer);
  }, [qr, state]);

  useEffect(() => {
    if (state !== 'done') return;
    const timer = window.setTimeout(() => void navigate('/userCenter/myAccount'), 1500);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  return (
    <main className={styles.page}>
      <PageHeader title={t('payAuth.title')} />
      <Typography.Paragraph>{t('payAuth.intro')}</Typography.Paragraph>
      {error ? (
        <Alert type="error" showIcon title={t('payAuth.failed', { message: error })} action={<Button onClick={load}>{t('payAuth.refresh')}</Button>} />
      ) : (
        <div className={styles.qr} data-testid="pay-auth-qr" data-state={state}>
          {qr ? <img src={qr.img} alt={t('payAuth.qrAlt')} /> : <Spin />}
          <div role="status">
            {state === 'expired' && <Alert type="warning" showIcon title={t('payAuth.expired')} data-testid="qr-expired" />}
            {state === 'scanned' && t('payAuth.scanned')}
            {state === 'waiting' && t('payAuth.waiting')}
            {state === 'done' && <Alert type="success" showIcon title={t('payAuth.done')} data-testid="pay-auth-done" />}
          </div>
          {state === 'expired' && (
            <Button type="primary" onClick={load} data-testid="qr-refresh">
              {t('payAuth.refresh')}
            </Button>
          )}
          {state === 'waiting' && (
            <Button
              type="link"
              onClick={() => void fetchPayAuthRedirect().then((ret) => setPhoneUrl(ret.url)).catch(() => undefined)}
              data-testid="pay-auth-phone"
            >
              {t('payAuth.phoneLink')}
            </Button>
          )}
          {phoneUrl && /^https?:\/\//.test(phoneUrl) && (
            <a href={phoneUrl} target="_blank" rel="noopener noreferrer" data-testid="pay-auth-phone-link">
              {phoneUrl}
            </a>
          )}
        </div>
      )}
    </main>
  );
}
