import { useState } from 'react';
import { App, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CODE_RESEND_INTERVAL_SECONDS } from '@wardline/contract';
import { useCountdown } from '@/components/verification';
import type { LoginResult } from './api/login';
import { pathAfterLogin, reloadHome, storeLoginSession } from './after-login';
import { closeLoginDialog } from '@/lib/login-dialog';
import { MailLoginForm } from './mail-login-form';
import { PhoneLoginForm } from './phone-login-form';
import styles from './auth.module.css';

type TabKey = 'phone' | 'mail';

/** The dialog's body, loaded the first time the dialog opens. */
export default function LoginPanel() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabKey>('phone');
  const countdown = useCountdown(CODE_RESEND_INTERVAL_SECONDS);

  const onLoggedIn = (ret: LoginResult) => {
    storeLoginSession(ret);
    closeLoginDialog();
    void message.success(t('success'));
    const next = pathAfterLogin(ret);
    if (next) void navigate(next);
    else reloadHome();
  };

  const onTabChange = (key: string) => {
    setTab(key as TabKey);
    // Spec 000 §4: switching the tab resets the code countdown.
    countdown.reset();
  };

  return (
    <>
      <p className={styles.welcome}>{t('welcome')}</p>
      <Tabs
        activeKey={tab}
        onChange={onTabChange}
        items={[
          { key: 'phone', label: <span data-testid="login-tab-phone">{t('tabs.phone')}</span>, children: <PhoneLoginForm countdown={countdown} onLoggedIn={onLoggedIn} /> },
          { key: 'mail', label: <span data-testid="login-tab-mail">{t('tabs.mail')}</span>, children: <MailLoginForm onLoggedIn={onLoggedIn} /> },
        ]}
      />
      <div className={styles.footer}>
        <span>
          {t('noAccount')}{' '}
          <Link to="/register/createAccount" onClick={closeLoginDialog} data-testid="login-to-register">
            {t('register')}
          </Link>
        </span>
        <Link to="/register/resetPwd" onClick={closeLoginDialog} data-testid="login-forgot">
          {t('forgot')}
        </Link>
      </div>
    </>
  );
}
