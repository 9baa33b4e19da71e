import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { phoneSchema, smsCodeSchema, successMessages } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale, trimOnBlur, normalizePhoneOnBlur } from '@/lib/form-rules';
import { SendCodeButton, type Countdown } from '@/components/verification';
import { usePhoneLogin, useSendLoginSms, type LoginAnswer } from './api/login';
import styles from './auth.module.css';

type Values = { phone?: string; msgCode?: string };
const FIELDS = ['phone', 'msgCode'];
/** The send call names the phone `telephone`. */
const ALIASES = { telephone: 'phone' };

type Props = {
  countdown: Countdown;
  /** The phone of an earlier try, when the dialog comes back from the two-step code. */
  initialPhone?: string;
  /** The server's answer: a session or a two-step challenge; `phone` is what was sent. */
  onAnswer: (ret: LoginAnswer, phone: string) => void;
};

/** Phone and SMS code; the code is sent by `/phone/login/sendSms` and counts down 60 s. */
export function PhoneLoginForm({ countdown, initialPhone, onAnswer }: Props) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const sendSms = useSendLoginSms();
  const login = usePhoneLogin();

  const fail = (error: unknown, names: string[]) => {
    const err = error instanceof ApiError ? error : null;
    showServerFieldErrors(form, err?.fields ?? [], names, ALIASES);
    void message.error(err?.message || t('common:httpError'));
  };

  const onSend = async () => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    const phone = String(form.getFieldValue('phone')).trim();
    sendSms.mutate(phone, {
      onSuccess: () => {
        countdown.start();
        void message.success(successMessages.codeSent[locale]);
      },
      onError: (error) => {
        // Spec 000 §8: a failed send clears the code field.
        form.setFieldValue('msgCode', '');
        fail(error, FIELDS);
      },
    });
  };

  const onFinish = (values: Values) => {
    const phone = (values.phone ?? '').trim();
    login.mutate(
      { phone, msgCode: (values.msgCode ?? '').trim() },
      { onSuccess: (ret) => onAnswer(ret, phone), onError: (error) => fail(error, FIELDS) },
    );
  };

  return (
    <Form<Values>
      form={form}
      name="login-phone"
      layout="vertical"
      size="large"
      validateTrigger="onBlur"
      onFinish={onFinish}
      onFinishFailed={() => void message.warning(t('allInfo'))}
      requiredMark={false}
      initialValues={initialPhone ? { phone: initialPhone } : undefined}
      data-testid="login-phone-form"
    >
      <Form.Item name="phone" label={t('fields.phone')} rules={[schemaRule(phoneSchema, locale)]}>
        <Input
          placeholder={t('placeholders.phone')}
          autoFocus
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={24}
          onBlur={normalizePhoneOnBlur(form, 'phone')}
        />
      </Form.Item>
      <Form.Item label={t('fields.msgCode')} required>
        <div className={styles.codeRow}>
          <Form.Item name="msgCode" noStyle rules={[schemaRule(smsCodeSchema, locale)]}>
            <Input
              placeholder={t('placeholders.msgCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-label={t('fields.msgCode')}
              onBlur={trimOnBlur(form, 'msgCode')}
            />
          </Form.Item>
          <SendCodeButton countdown={countdown} loading={sendSms.isPending} onClick={() => void onSend()} testId="login-send-code" />
        </div>
      </Form.Item>
      <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={login.isPending} data-testid="login-submit-phone">
        {t('submit')}
      </Button>
    </Form>
  );
}
