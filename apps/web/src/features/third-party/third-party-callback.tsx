import { useEffect, useRef, useState } from 'react';
import { App, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { alipayLogin, wechatLogin, type ThirdPartyLoginResult } from './api/third-party';
import { acceptThirdPartyLogin } from './pending-sign-in';
import { thirdPartyReturn } from './third-party-return';
import styles from './third-party.module.css';

/**
 * Mounted by the main layout: when WeChat or Alipay sent the browser back with a code,
 * ends the sign-in once, drops the code from the address, and routes as spec 000 §4 says.
 * /xiamlogin has its own page (its `code` is the single sign-on's).
 */
export default function ThirdPartyCallback() {
  const { t } = useTranslation('thirdParty');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const found = thirdPartyReturn(params, pathname);
  const handled = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!found || handled.current === found.state) return;
    handled.current = found.state;
    setBusy(true);
    const call: Promise<ThirdPartyLoginResult> =
      found.provider === 'alipay' ? alipayLogin({ authCode: found.code, state: found.state }) : wechatLogin({ code: found.code, state: found.state });
    call
      .then((ret) => {
        const next = acceptThirdPartyLogin(ret);
        if (next) void navigate(next, { replace: true });
        else window.location.assign('/');
      })
      .catch((error: unknown) => {
        void message.error(error instanceof ApiError && error.message ? error.message : t('callback.failed'));
        void navigate(pathname, { replace: true });
      })
      .finally(() => setBusy(false));
  }, [found, message, navigate, pathname, t]);

  if (!busy) return null;
  return (
    <div className={styles.overlay} role="status" data-testid="third-party-callback">
      <Spin size="large" />
      <span>{t('callback.signingIn')}</span>
    </div>
  );
}
