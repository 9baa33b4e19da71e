import { useState, type ReactNode } from 'react';
import { App, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isRegistrationContinuation, isTotpChallenge, type LoginAnswer, type LoginResult } from './api/login';
import { pathAfterLogin, reloadHome, storeLoginSession } from './after-login';
import { closeLoginDialog } from '@/lib/login-dialog';
import { setSessionValue } from '@/lib/session';
import { MailLoginForm } from './mail-login-form';
import { PhoneLoginForm } from './phone-login-form';
import { TotpLoginStep } from './totp-login-step';
import styles from './auth.module.css';

type TabKey = 'phone' | 'mail';

/** The dialog's body, loaded the first time the dialog opens. */
export default function LoginPanel({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabKey>('phone');
  /** Bumped on every tab switch: the phone form starts afresh, its code countdown with it (spec 000 §4). */
  const [phoneRound, setPhoneRound] = useState(0);
  /** Set while a staff sign-in waits for its authenticator code (the dialog's third view). */
  const [challenge, setChallenge] = useState<string | null>(null);
  /** What was typed in the first step, so coming back from the code step does not ask for it again. */
  const [remembered, setRemembered] = useState<{ phone?: string; email?: string }>({});

  const onLoggedIn = (ret: LoginResult) => {
    // Never a session without a token: such an answer is a server fault, and the first step starts again.
    if (!storeLoginSession(ret)) {
      setChallenge(null);
      void message.error(t('common:httpError'));
      return;
    }
    closeLoginDialog();
    void message.success(t('success'));
    const next = pathAfterLogin(ret);
    if (next) void navigate(next);
    else reloadHome();
  };

  /** The first step's answer: a staff account with two-step sign-in on is asked for its code next. */
  const onAnswer = (ret: LoginAnswer) => {
    if (isRegistrationContinuation(ret)) {
      // A phone whose registration was never finished: on to complete-info with its ticket (spec 000 §4).
      setSessionValue('idToken', ret.idToken);
      closeLoginDialog();
      void message.info(t('continueRegistration'));
      void navigate('/register/completeInfo');
      return;
    }
    if (!isTotpChallenge(ret)) {
      onLoggedIn(ret);
      return;
    }
    if (!ret.challenge) {
      void message.error(t('common:httpError'));
      return;
    }
    setChallenge(ret.challenge);
  };

  const onTabChange = (key: string) => {
    setTab(key as TabKey);
    // Spec 000 §4: switching the tab resets the code countdown.
    setPhoneRound((n) => n + 1);
  };

  if (challenge) {
    return (
      <TotpLoginStep
        key={challenge}
        challenge={challenge}
        onLoggedIn={onLoggedIn}
        onExpired={(text) => {
          setChallenge(null);
          void message.warning(text);
        }}
        onBack={() => setChallenge(null)}
      />
    );
  }

  return (
    <>
      <p className={styles.welcome}>{t('welcome')}</p>
      <Tabs
        activeKey={tab}
        onChange={onTabChange}
        items={[
          {
            key: 'phone',
            label: <span data-testid="login-tab-phone">{t('tabs.phone')}</span>,
            children: (
              <PhoneLoginForm
                key={phoneRound}
                initialPhone={remembered.phone}
                onAnswer={(ret, phone) => {
                  setRemembered((r) => ({ ...r, phone }));
                  onAnswer(ret);
                }}
              />
            ),
          },
          {
            key: 'mail',
            label: <span data-testid="login-tab-mail">{t('tabs.mail')}</span>,
            children: (
              <MailLoginForm
                initialEmail={remembered.email}
                onAnswer={(ret, email) => {
                  setRemembered((r) => ({ ...r, email }));
                  onAnswer(ret);
                }}
              />
            ),
          },
        ]}
      />
      <div className={styles.footer}>
        <span>
          {t('noAccount')}{' '}
          <Link to="/register/createAccount" onClick={closeLoginDialog} className="wl-text-link" data-testid="login-to-register">
            {t('register')}
          </Link>
        </span>
        <Link to="/register/resetPwd" onClick={closeLoginDialog} data-testid="login-forgot">
          {t('forgot')}
        </Link>
      </div>
      {extra}
    </>
  );
}
