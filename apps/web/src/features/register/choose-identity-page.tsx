import { useEffect, useState, type ComponentType } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { hasSession, setSessionValue } from '@/lib/session';
import { useIdentityConfirm, type IdentityType } from './api/register';
import { CompanyIcon, HackerIcon } from './identity-icons';
import { RegisterCard, RegisterSteps } from '@/components/register-shell';
import { pathPastStep } from './step-past';
import styles from './register.module.css';

const IDENTITIES: { type: IdentityType; Icon: ComponentType }[] = [
  { type: 'hacker', Icon: HackerIcon },
  { type: 'company', Icon: CompanyIcon },
];

/** /register/chooseIdentity, step 3: hacker or company (suppliers have a route but no card). */
export default function ChooseIdentityPage() {
  const { t } = useTranslation(['register', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const confirm = useIdentityConfirm();
  const [chosen, setChosen] = useState<IdentityType | null>(null);
  const [missing, setMissing] = useState(false);
  const [signedIn] = useState(hasSession);
  const [pastStep] = useState(() => pathPastStep('unIdentityConfirm'));

  useEffect(() => {
    if (!signedIn) void message.warning(t('identity.needLogin'));
  }, [signedIn, message, t]);
  if (!signedIn) return <Navigate to="/?type=login" replace />;
  // The identity is chosen once: a person past this step would only meet a refusal here.
  if (pastStep) return <Navigate to={pastStep} replace />;

  const onNext = () => {
    if (!chosen) {
      setMissing(true);
      void message.error(t('identity.noIdentity'));
      return;
    }
    confirm.mutate(chosen, {
      onSuccess: (ret) => {
        setSessionValue('usertype', ret.usertype);
        setSessionValue('userStatus', ret.userStatus);
        void message.success(t('identity.confirmed'));
        void navigate(ret.usertype === 'company' ? '/register/companyLegalize' : '/register/hackerLegalize');
      },
      onError: (error) => void message.error(error instanceof ApiError && error.message ? error.message : t('common:httpError')),
    });
  };

  return (
    <RegisterCard title={t('identity.title')} subtitle={t('identity.subtitle')} steps={<RegisterSteps current={2} />} wide>
      <fieldset className={styles.identityGroup} aria-describedby={missing ? 'identity-error' : undefined}>
        <legend className={styles.srOnly}>{t('identity.groupLabel')}</legend>
        {IDENTITIES.map(({ type, Icon }) => (
          <label key={type} className={`${styles.identityCard} ${chosen === type ? styles.selected : ''}`} data-testid={`identity-${type}`}>
            <input
              type="radio"
              name="usertype"
              value={type}
              checked={chosen === type}
              onChange={() => {
                setChosen(type);
                setMissing(false);
              }}
              aria-labelledby={`identity-${type}-title`}
              aria-describedby={`identity-${type}-text`}
            />
            <span className={styles.identityIcon}>
              <Icon />
            </span>
            <span id={`identity-${type}-title`} className={styles.identityTitle}>
              {t(`identity.${type}.title`)}
            </span>
            <span id={`identity-${type}-text`} className={styles.identityText}>
              {t(`identity.${type}.text`)}
            </span>
          </label>
        ))}
      </fieldset>
      <p id="identity-error" className={styles.identityError} role="alert" data-testid="identity-error">
        {missing ? t('identity.noIdentity') : ''}
      </p>
      <div className={styles.actions}>
        <Button autoInsertSpace={false} type="primary" size="large" onClick={onNext} loading={confirm.isPending} data-testid="identity-submit">
          {t('identity.submit')}
        </Button>
      </div>
    </RegisterCard>
  );
}
