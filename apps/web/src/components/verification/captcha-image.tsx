import { useTranslation } from 'react-i18next';
import type { Captcha } from './use-captcha';
import styles from './verification.module.css';

/** The captcha picture as a button: a click (or Enter) fetches a new one. */
export function CaptchaImage({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('verification');
  return (
    <button
      type="button"
      className={styles.captcha}
      onClick={captcha.refresh}
      aria-label={t('captchaRefresh')}
      title={t('captchaRefresh')}
      data-testid="captcha-image"
      data-token={captcha.token}
      aria-busy={captcha.loading}
    >
      {captcha.photo ? (
        <img src={captcha.photo} alt={t('captchaAlt')} width={112} height={40} draggable={false} />
      ) : captcha.loading ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        <span className={styles.captchaFailed}>{t('captchaRetry')}</span>
      )}
    </button>
  );
}
