import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailSchema, imageCodeSchema, loginPasswordSchema } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { encryptPasswords } from '@/lib/crypto';
import { schemaRule, showServerFieldErrors, toLocale, trimOnBlur } from '@/lib/form-rules';
import { CaptchaField, useCaptcha } from '@/components/verification';
import { useMailLogin, type LoginAnswer } from './api/login';

type Values = { email?: string; password?: string; checkcode?: string };
const FIELDS = ['email', 'password', 'checkcode'];

type Props = {
  /** The email of an earlier try, when the dialog comes back from the two-step code. */
  initialEmail?: string;
  /** The server's answer: a session or a two-step challenge; `email` is what was sent. */
  onAnswer: (ret: LoginAnswer, email: string) => void;
};

/** Email, password (encrypted before it leaves the form) and the image captcha. */
export function MailLoginForm({ initialEmail, onAnswer }: Props) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const login = useMailLogin();
  const [encrypting, setEncrypting] = useState(false);

  /** Spec 000 §8: a failed sign-in shows errmsg, refreshes the captcha and clears its answer. */
  const fail = (error: unknown) => {
    const err = error instanceof ApiError ? error : null;
    form.setFieldValue('checkcode', '');
    captcha.refresh();
    showServerFieldErrors(form, err?.fields ?? [], FIELDS, { photoCode: 'checkcode', code: 'checkcode' });
    void message.error(err?.message || t('common:httpError'));
  };

  const onFinish = async (values: Values) => {
    setEncrypting(true);
    let password: string;
    try {
      [password] = await encryptPasswords(values.password ?? '');
    } catch (error) {
      fail(error);
      return;
    } finally {
      setEncrypting(false);
    }
    const email = (values.email ?? '').trim();
    login.mutate(
      { email, password, checkcode: (values.checkcode ?? '').trim(), code: captcha.token },
      { onSuccess: (ret) => onAnswer(ret, email), onError: fail },
    );
  };

  return (
    <Form<Values>
      form={form}
      name="login-mail"
      layout="vertical"
      size="large"
      validateTrigger="onBlur"
      onFinish={(values) => void onFinish(values)}
      onFinishFailed={() => void message.warning(t('allInfo'))}
      requiredMark={false}
      initialValues={initialEmail ? { email: initialEmail } : undefined}
      data-testid="login-mail-form"
    >
      <Form.Item name="email" label={t('fields.email')} rules={[schemaRule(emailSchema, locale)]}>
        <Input placeholder={t('placeholders.email')} type="email" autoComplete="username" maxLength={254} onBlur={trimOnBlur(form, 'email')} />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={[schemaRule(loginPasswordSchema, locale)]}>
        <Input.Password placeholder={t('placeholders.password')} autoComplete="current-password" maxLength={18} />
      </Form.Item>
      <CaptchaField name="checkcode" label={t('fields.checkcode')} placeholder={t('placeholders.checkcode')} captcha={captcha} rules={[schemaRule(imageCodeSchema, locale)]} required />
      <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={encrypting || login.isPending} data-testid="login-submit-mail">
        {t('submit')}
      </Button>
    </Form>
  );
}
