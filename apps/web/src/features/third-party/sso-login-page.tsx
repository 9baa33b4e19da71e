import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { openLoginDialog } from '@/lib/login-dialog';
import { fetchAuthorizeUrl, keycloakLogin } from './api/third-party';
import { acceptThirdPartyLogin } from './pending-sign-in';
import { ThirdPartyCard } from './third-party-card';
import styles from './third-party.module.css';

type Phase = { kind: 'idle' } | { kind: 'finishing' } | { kind: 'failed'; message: string };

/**
 * /xiamlogin (and /xiamLogin): the single sign-on screen. Without a code it offers the
 * organisation sign-in, which sends the browser to the provider; back with `code` and
 * `state` (and `iss`) it ends the sign-in by POST /keycloakLogin and routes as spec 000 §4.
 */
export default function SsoLoginPage() {
  const { t } = useTranslation('thirdParty');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss') ?? undefined;
  const providerError = params.get('error');
  const [phase, setPhase] = useState<Phase>(() => (providerError ? { kind: 'failed', message: t('sso.denied', { error: providerError }) } : code && state ? { kind: 'finishing' } : { kind: 'idle' }));
  const [starting, setStarting] = useState(false);
  const finished = useRef(false);

  useEffect(() => {
    if (!code || !state || providerError || finished.current) return;
    finished.current = true;
    keycloakLogin({ code, state, iss })
      .then((ret) => {
        const next = acceptThirdPartyLogin(ret);
        if (next) void navigate(next, { replace: true });
        else window.location.assign('/');
      })
      .catch((error: unknown) => {
        const text = error instanceof ApiError && error.message ? error.message : t('sso.failed');
        setPhase({ kind: 'failed', message: text });
        // The code is spent either way: a reload must not send it again.
        void navigate('/xiamlogin', { replace: true });
      });
  }, [code, state, iss, providerError, navigate, t]);

  const start = async () => {
    setStarting(true);
    try {
      window.location.assign(await fetchAuthorizeUrl('oidc'));
    } catch (error) {
      void message.error(error instanceof ApiError && error.message ? error.message : t('sso.failed'));
      setStarting(false);
    }
  };

  return (
    <div className={styles.ssoPage}>
      <ThirdPartyCard title={t('sso.title')} subtitle={t('sso.subtitle')} testId="sso-page">
        {phase.kind === 'finishing' ? (
          <div className={styles.ssoActions} role="status" data-testid="sso-finishing">
            <Spin />
            <p className={styles.aside}>{t('sso.signingIn')}</p>
          </div>
        ) : (
          <div className={styles.ssoActions}>
            {phase.kind === 'failed' && <Alert type="error" showIcon message={t('sso.failed')} description={phase.message} data-testid="sso-error" />}
            <Button type="primary" size="large" block loading={starting} onClick={() => void start()} data-testid="sso-start">
              {t('sso.start')}
            </Button>
            <Button size="large" block onClick={openLoginDialog} data-testid="sso-other-ways">
              {t('sso.otherWays')}
            </Button>
            <p className={styles.aside}>
              <Link to="/">{t('sso.backHome')}</Link>
            </p>
          </div>
        )}
      </ThirdPartyCard>
    </div>
  );
}
