import { App, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { CODE_RESEND_INTERVAL_SECONDS, successMessages } from '@wardline/contract';
import { SendCodeButton, useCountdown } from '@/components/verification';
import { ApiError } from '@/lib/api-client';
import { toLocale } from '@/lib/form-rules';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

type Props = {
  name: string;
  label: string;
  placeholder: string;
  rules: Rule[];
  /** Sends the code; resolves once sent (the countdown starts), rejects with the server's refusal. */
  send: () => Promise<unknown>;
  /** Checks what the send needs (the target field, a captcha) first; false stops the send. */
  before?: () => Promise<boolean>;
  testId: string;
  hint?: string;
  alphanumeric?: boolean;
};

/**
 * A verification code row: the 6-character input beside "send code", which counts down 60 s
 * after a send (spec 001 §4) and shows the server's refusal when a send is refused.
 */
export function CodeField({ name, label, placeholder, rules, send, before, testId, hint, alphanumeric = false }: Props) {
  const { t, i18n } = useAccountCentreT();
  const { message } = App.useApp();
  const countdown = useCountdown(CODE_RESEND_INTERVAL_SECONDS);
  const onSend = async () => {
    if (before && !(await before())) return;
    try {
      await send();
      countdown.start();
      void message.success(successMessages.codeSent[toLocale(i18n.language)]);
    } catch (error) {
      void message.error(error instanceof ApiError && error.message ? error.message : t('failed'));
    }
  };
  return (
    <Form.Item label={label} required extra={hint}>
      <div className={styles.codeRow}>
        <Form.Item name={name} noStyle rules={rules}>
          <Input placeholder={placeholder} maxLength={6} autoComplete="one-time-code" inputMode={alphanumeric ? 'text' : 'numeric'} aria-label={label} data-testid={`${testId}-input`} />
        </Form.Item>
        <SendCodeButton countdown={countdown} loading={false} onClick={() => void onSend()} testId={`${testId}-send`} size="middle" />
      </div>
    </Form.Item>
  );
}
