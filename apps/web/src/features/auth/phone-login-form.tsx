import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { phoneSchema, smsCodeSchema } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale, trimOnBlur, normalizePhoneOnBlur } from '@/lib/form-rules';
import { CaptchaField, SendCodeButton, useCaptchaCodeSender } from '@/components/verification';
import { usePhoneLogin, useSendLoginSms, type LoginAnswer } from './api/login';
import styles from './auth.module.css';

type Values = { phone?: string; imageCode?: string; msgCode?: string };
const FIELDS = ['phone', 'imageCode', 'msgCode'];
/** The send call names the phone `telephone`; both calls name the captcha answer `photoCode`. */
const ALIASES = { telephone: 'phone', photoCode: 'imageCode', code: 'imageCode' };
/** The server asks for a captcha with the sign-in after a few failures from this browser (issue 12 item 7). */
const CAPTCHA_REQUIRED = 40019;

type Props = {
  /** The phone of an earlier try, when the dialog comes back from the two-step code. */
  initialPhone?: string;
  /** The server's answer: a session, a two-step challenge or an unfinished registration; `phone` is what was sent. */
  onAnswer: (ret: LoginAnswer, phone: string) => void;
};

/**
 * Phone, image code and SMS code. The code is sent by `/phone/login/sendSms` behind the
 * captcha (the number may not be the caller's) and counts down 60 s; the sign-in itself
 * carries a captcha answer when one is typed, which the server asks for after a few failures.
 */
export function PhoneLoginForm({ initialPhone, onAnswer }: Props) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const login = usePhoneLogin();

  const fail = (error: unknown, names: string[]) => {
    const err = error instanceof ApiError ? error : null;
    showServerFieldErrors(form, err?.fields ?? [], names, ALIASES);
    void message.error(err?.message || t('common:httpError'));
  };

  const sender = useCaptchaCodeSender({
    form,
    targetField: 'phone',
    mutation: useSendLoginSms(),
    toBody: (telephone, answer) => ({ telephone, ...answer }),
    onError: (error) => {
      // Spec 000 §8: a failed send clears the code field.
      form.setFieldValue('msgCode', '');
      fail(error, FIELDS);
    },
  });

  const onFinish = (values: Values) => {
    const phone = (values.phone ?? '').trim();
    const photoCode = (values.imageCode ?? '').trim();
    login.mutate(
      { phone, msgCode: (values.msgCode ?? '').trim(), ...(photoCode ? { photoCode, code: sender.captcha.token } : {}) },
      {
        onSuccess: (ret) => onAnswer(ret, phone),
        onError: (error) => {
          // A typed answer was spent either way: the next try needs the new image.
          if (photoCode || (error instanceof ApiError && error.errcode === CAPTCHA_REQUIRED)) {
            form.setFieldValue('imageCode', '');
            sender.captcha.refresh();
          }
          fail(error, FIELDS);
        },
      },
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
      {/* Checked by the sender before a send; the sign-in needs it only when the server asks. */}
      <CaptchaField name="imageCode" label={t('fields.checkcode')} placeholder={t('placeholders.checkcode')} captcha={sender.captcha} testId="login-phone-captcha" />
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
          <SendCodeButton countdown={sender.countdown} loading={sender.sending} onClick={() => void sender.onSend()} testId="login-send-code" />
        </div>
      </Form.Item>
      <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={login.isPending} data-testid="login-submit-phone">
        {t('submit')}
      </Button>
    </Form>
  );
}
