import { useState } from 'react';
import { App, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { clearSession } from '@/lib/session';
import { RegisterCard } from '@/components/register-shell';
import { ResetPasswordStep } from './reset-password-step';
import { ResetVerifyStep } from './reset-verify-step';
import styles from './register.module.css';

type Verified = { account: string; checkCode: string };

/**
 * /register/resetPwd: verify the account, then set a new password. The server revokes
 * every session of the account; this browser forgets its own and goes to the root.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('register');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [verified, setVerified] = useState<Verified | null>(null);

  const onDone = () => {
    clearSession();
    void message.success(t('reset.success'));
    void navigate('/');
  };

  return (
    <RegisterCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      steps={
        <nav aria-label={t('reset.title')} data-testid="reset-steps" data-current={verified ? 1 : 0}>
          <Steps current={verified ? 1 : 0} size="small" items={[{ title: t('reset.stepVerify') }, { title: t('reset.stepPassword') }]} />
        </nav>
      }
    >
      {/* Step 1 stays mounted (hidden) so going back keeps what was typed and the countdown. */}
      <div hidden={verified !== null}>
        <ResetVerifyStep onVerified={(account, checkCode) => setVerified({ account, checkCode })} />
      </div>
      {verified && <ResetPasswordStep account={verified.account} checkCode={verified.checkCode} onDone={onDone} onBack={() => setVerified(null)} />}
      <p className={styles.aside}>
        <Link to="/?type=login" data-testid="reset-to-login">
          {t('reset.backToLogin')}
        </Link>
      </p>
    </RegisterCard>
  );
}
