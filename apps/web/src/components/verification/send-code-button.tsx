import { useTranslation } from 'react-i18next';
import type { Countdown } from './use-countdown';
import styles from './verification.module.css';

type Props = { countdown: Countdown; loading: boolean; onClick: () => void; testId?: string; size?: 'middle' | 'large' };

/**
 * "Send code", then "Resend in N s" while the countdown runs; disabled meanwhile. Plain markup
 * drawn like Ant Design's default button, so the registration form paints without Ant Design
 * (issue 7 §1); `size` follows the form it sits in (large in the identity forms).
 */
export function SendCodeButton({ countdown, loading, onClick, testId = 'send-code', size = 'large' }: Props) {
  const { t } = useTranslation('verification');
  return (
    <button
      type="button"
      className={`${styles.sendCode} ${size === 'large' ? styles.sendCodeLarge : ''}`}
      onClick={() => {
        if (!loading) onClick();
      }}
      disabled={countdown.running}
      aria-busy={loading}
      data-testid={testId}
      data-counting={countdown.running ? 'true' : 'false'}
      aria-live="polite"
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      <span>{countdown.running ? t('resendIn', { seconds: countdown.remaining }) : t('sendCode')}</span>
    </button>
  );
}
