import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { rePasswordSchema, REGISTRATION_PASSWORD_LENGTH } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { encryptPasswords } from '@/lib/crypto';
import { sameAsRule, schemaRule, showServerFieldErrors, toLocale } from '@/lib/form-rules';
import { newPasswordRules } from '@/lib/new-password-rules';
import { useResetPassword } from './api/reset-password';
import styles from './register.module.css';

type Values = { newPassword?: string; rePassword?: string };
const FIELDS = ['newPassword', 'rePassword'];

type Props = { account: string; checkCode: string; onDone: () => void; onBack: () => void };

/** Step 2 of the reset: the new password, by the registration rule, twice. */
export function ResetPasswordStep({ account, checkCode, onDone, onBack }: Props) {
  const { t, i18n } = useTranslation(['register', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();
  const [encrypting, setEncrypting] = useState(false);

  const fail = (error: unknown) => {
    const err = error instanceof ApiError ? error : null;
    showServerFieldErrors(form, err?.fields ?? [], FIELDS, { password: 'newPassword' });
    void message.error(err?.message || t('common:httpError'));
  };

  const onFinish = async (values: Values) => {
    setEncrypting(true);
    let newPassword: string;
    let rePassword: string;
    try {
      [newPassword, rePassword] = await encryptPasswords(values.newPassword ?? '', values.rePassword ?? '');
    } catch (error) {
      fail(error);
      return;
    } finally {
      setEncrypting(false);
    }
    reset.mutate({ account, checkCode, newPassword, rePassword }, { onSuccess: onDone, onError: fail });
  };

  return (
    <Form<Values>
      form={form}
      name="reset-password"
      layout="vertical"
      size="large"
      validateTrigger="onBlur"
      requiredMark={false}
      onFinish={(v) => void onFinish(v)}
    >
      <Form.Item name="newPassword" label={t('fields.newPassword')} rules={newPasswordRules(locale)}>
        <Input.Password placeholder={t('placeholders.newPassword')} autoComplete="new-password" maxLength={REGISTRATION_PASSWORD_LENGTH.max} />
      </Form.Item>
      <Form.Item
        name="rePassword"
        label={t('fields.rePassword')}
        dependencies={['newPassword']}
        rules={[schemaRule(rePasswordSchema, locale), sameAsRule('newPassword', locale)]}
      >
        <Input.Password placeholder={t('placeholders.rePassword')} autoComplete="new-password" maxLength={REGISTRATION_PASSWORD_LENGTH.max} />
      </Form.Item>
      <div className={styles.actions}>
        <Button autoInsertSpace={false} size="large" onClick={onBack} data-testid="reset-previous">
          {t('reset.previous')}
        </Button>
        <Button autoInsertSpace={false} type="primary" htmlType="submit" size="large" loading={encrypting || reset.isPending} data-testid="reset-submit">
          {t('reset.submit')}
        </Button>
      </div>
    </Form>
  );
}
