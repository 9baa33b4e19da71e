import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailCodeSchema } from '@wardline/contract';
import { schemaRule, toLocale, trimOnBlur } from '@/lib/form-rules';
import { CaptchaImage, SendCodeButton, type CaptchaCodeSender } from '@/components/verification';
import styles from './third-party.module.css';

type Props = {
  form: FormInstance;
  /** The form field of the captcha answer; `captchaLabel` names it for screen readers. */
  captchaField: string;
  captchaLabel: string;
  sender: CaptchaCodeSender;
  sendTestId: string;
};

/** The captcha and the email code rows that prove an email before it is attached to an account. */
export function EmailCodeFields({ form, captchaField, captchaLabel, sender, sendTestId }: Props) {
  const { t, i18n } = useTranslation('thirdParty');
  const locale = toLocale(i18n.language);
  return (
    <>
      <Form.Item label={t('fields.imageCode')} required>
        <div className={styles.codeRow}>
          <Form.Item name={captchaField} noStyle>
            <Input placeholder={t('placeholders.imageCode')} autoComplete="off" maxLength={4} aria-label={captchaLabel} onBlur={trimOnBlur(form, captchaField)} />
          </Form.Item>
          <CaptchaImage captcha={sender.captcha} />
        </div>
      </Form.Item>
      <Form.Item label={t('fields.emailCode')} required>
        <div className={styles.codeRow}>
          <Form.Item name="emailCode" noStyle rules={[schemaRule(emailCodeSchema, locale)]}>
            <Input placeholder={t('placeholders.emailCode')} autoComplete="one-time-code" maxLength={6} aria-label={t('fields.emailCode')} onBlur={trimOnBlur(form, 'emailCode')} />
          </Form.Item>
          <SendCodeButton countdown={sender.countdown} loading={sender.sending} onClick={() => void sender.onSend()} testId={sendTestId} />
        </div>
      </Form.Item>
    </>
  );
}
