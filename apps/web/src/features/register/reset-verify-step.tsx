import { useState } from 'react';
import { App, Button, Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  accountKind,
  accountSchema,
  CODE_RESEND_INTERVAL_SECONDS,
  emailCodeSchema,
  imageCodeSchema,
  smsCodeSchema,
  successMessages,
  type Locale,
} from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { checkFieldNow, schemaRule, showServerFieldErrors, toLocale, trimOnBlur } from '@/lib/form-rules';
import { CaptchaImage, SendCodeButton, useCaptcha, useCountdown } from '@/components/verification';
import { useResetCheckCode, useResetSendCode } from './api/reset-password';
import styles from './register.module.css';

type Values = { account?: string; imageCode?: string; msgCode?: string };
const FIELDS = ['account', 'imageCode', 'msgCode'];
const ALIASES = { photoCode: 'imageCode', code: 'imageCode' };

/** A phone gets a 6-digit SMS code, an email a 6-character email code. */
function codeRule(locale: Locale): FormRule {
  return ({ getFieldValue }) =>
    schemaRule(accountKind(String(getFieldValue('account') ?? '')) === 'email' ? emailCodeSchema : smsCodeSchema, locale);
}

/** Step 1 of the reset: account, captcha, code; answers the account and the server's check code. */
export function ResetVerifyStep({ onVerified }: { onVerified: (account: string, checkCode: string) => void }) {
  const { t, i18n } = useTranslation('register');
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const countdown = useCountdown(CODE_RESEND_INTERVAL_SECONDS);
  const sendCode = useResetSendCode();
  const check = useResetCheckCode();
  const [captchaSpent, setCaptchaSpent] = useState(false);

  const fail = (error: unknown) => {
    const err = error instanceof ApiError ? error : null;
    showServerFieldErrors(form, err?.fields ?? [], FIELDS, ALIASES);
    void message.error(err?.message || t('common:httpError'));
  };

  const onSend = async () => {
    // The captcha is checked here, not by the form's rules: the check-code call does not need it.
    const captchaOk = checkFieldNow(form, 'imageCode', imageCodeSchema, locale);
    try {
      await form.validateFields(['account']);
    } catch {
      return;
    }
    if (!captchaOk) return;
    const imageCode = String(form.getFieldValue('imageCode')).trim();
    const account = accountSchema.parse(form.getFieldValue('account'));
    sendCode.mutate(
      { account, photoCode: imageCode, code: captcha.token },
      {
        onSuccess: () => {
          countdown.start();
          setCaptchaSpent(true);
          void message.success(successMessages.codeSent[locale]);
          form.setFieldValue('imageCode', '');
          captcha.refresh();
        },
        onError: (error) => {
          form.setFieldValue('imageCode', '');
          captcha.refresh();
          fail(error);
        },
      },
    );
  };

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
          <SendCodeButton countdown={countdown} loading={sendCode.isPending} onClick={() => void onSend()} testId="reset-send-code" />
        </div>
      </Form.Item>
      <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={check.isPending} data-testid="reset-next">
        {t('reset.next')}
      </Button>
    </Form>
  );
}
