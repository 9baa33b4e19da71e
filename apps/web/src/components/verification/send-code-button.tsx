import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Countdown } from './use-countdown';

type Props = { countdown: Countdown; loading: boolean; onClick: () => void; testId?: string };

/** "Send code", then "Resend in N s" while the countdown runs; disabled meanwhile. */
export function SendCodeButton({ countdown, loading, onClick, testId = 'send-code' }: Props) {
  const { t } = useTranslation('verification');
  return (
    <Button
      onClick={onClick}
      disabled={countdown.running}
      loading={loading}
      data-testid={testId}
      data-counting={countdown.running ? 'true' : 'false'}
      aria-live="polite"
      style={{ minWidth: 120 }}
    >
      {countdown.running ? t('resendIn', { seconds: countdown.remaining }) : t('sendCode')}
    </Button>
  );
}
