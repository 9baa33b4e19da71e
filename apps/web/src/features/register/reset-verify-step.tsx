import { App, Button, Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  accountKind,
  accountSchema,
  emailCodeSchema,
  imageCodeSchema,
  smsCodeSchema,
  type Locale,
} from '@wardline/contract';
import { schemaRule, showFailure, toLocale, trimOnBlur } from '@/lib/form-rules';
import { CaptchaImage, SendCodeButton, useCaptchaCodeSender } from '@/components/verification';
import { useResetCheckCode, useResetSendCode } from './api/reset-password';
import styles from './register.module.css';

type Values = { account?: string; imageCode?: string; msgCode?: string };
const FIELDS = ['account', 'imageCode', 'msgCode'];
const ALIASES = { photoCode: 'imageCode', code: 'imageCode', emailCode: 'msgCode' };

/** A phone gets a 6-digit SMS code, an email a 6-character email code. */
function codeRule(locale: Locale): FormRule {
  return ({ getFieldValue }) =>
    schemaRule(accountKind(String(getFieldValue('account') ?? '')) === 'email' ? emailCodeSchema : smsCodeSchema, locale);
}

/** Step 1 of the reset: account, captcha, code; answers the account and the server's check code. */
export function ResetVerifyStep({ onVerified }: { onVerified: (account: string, checkCode: string) => void }) {
  const { t, i18n } = useTranslation(['register', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const sendCode = useResetSendCode();
  const check = useResetCheckCode();

  const fail = (error: unknown) => {
    showFailure(form, error, { names: FIELDS, aliases: ALIASES, toast: message, fallback: t('common:httpError') });
  };

  const { onSend, captcha, countdown, sending, captchaSpent } = useCaptchaCodeSender({
    form,
    targetField: 'account',
    mutation: sendCode,
    toBody: (account, answer) => ({ account: accountSchema.parse(account), ...answer }),
    onError: fail,
  });

  const onFinish = (values: Values) => {
    const account = accountSchema.parse(values.account);
    check.mutate({ account, msgCode: (values.msgCode ?? '').trim() }, { onSuccess: (checkCode) => onVerified(account, checkCode), onError: fail });
  };

  return (
    <Form<Values>
      form={form}
      name="reset-verify"
      layout="vertical"
      size="large"
      validateTrigger="onBlur"
      requiredMark={false}
      onFinish={onFinish}
    >
      <Form.Item name="account" label={t('fields.account')} rules={[schemaRule(accountSchema, locale)]}>
        <Input placeholder={t('placeholders.account')} autoComplete="username" maxLength={254} onBlur={trimOnBlur(form, 'account')} />
      </Form.Item>
      <Form.Item label={t('fields.imageCode')} required>
        <div className={styles.codeRow}>
          <Form.Item name="imageCode" noStyle rules={captchaSpent ? [] : [schemaRule(imageCodeSchema, locale)]}>
            <Input placeholder={t('placeholders.imageCode')} autoComplete="off" maxLength={4} aria-label={t('fields.imageCode')} onBlur={trimOnBlur(form, 'imageCode')} />
          </Form.Item>
          <CaptchaImage captcha={captcha} />
        </div>
      </Form.Item>
      <Form.Item label={t('fields.code')} required>
        <div className={styles.codeRow}>
          <Form.Item name="msgCode" noStyle dependencies={['account']} rules={[codeRule(locale)]}>
            <Input placeholder={t('placeholders.code')} autoComplete="one-time-code" maxLength={6} aria-label={t('fields.code')} onBlur={trimOnBlur(form, 'msgCode')} />
          </Form.Item>
          <SendCodeButton countdown={countdown} loading={sending} onClick={() => void onSend()} testId="reset-send-code" />
        </div>
      </Form.Item>
      <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={check.isPending} data-testid="reset-next">
        {t('reset.next')}
      </Button>
    </Form>
  );
}
