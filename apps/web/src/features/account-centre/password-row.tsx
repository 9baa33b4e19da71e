import { App, Button, Form, Input } from 'antd';
import { successMessages, translateValidation } from '@wardline/contract';
import { encryptPasswords } from '@/lib/crypto';
import { sameAsRule, showFailure, toLocale } from '@/lib/form-rules';
import { newPasswordRules } from '@/lib/new-password-rules';
import { clearSession } from '@/lib/session';
import { rememberSignedOutNotice } from '@/lib/signed-out-notice';
import { useUpdatePassword } from './api/account';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

type Values = { password: string; newPassword: string; rePassword: string };

/** Where the page goes once signed out (a full load of the root); replaced in tests. */
export const leave = { to: (url: string) => window.location.assign(url) };
const FIELDS = ['password', 'newPassword', 'rePassword'];

/**
 * The password row (spec 001 §5): the current password, a new one under the registration
 * rule and its repeat, all encrypted before they leave. The server ends every session of the
 * account, so on success this browser forgets its token, goes home and reloads (spec 001 §4),
 * where the shell says why.
 */
export function PasswordRow() {
  const { t, i18n } = useAccountCentreT();
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const update = useUpdatePassword();

  const onFinish = async (values: Values) => {
    const [password, newPassword, rePassword] = await encryptPasswords(values.password, values.newPassword, values.rePassword);
    update.mutate(
      { password, newPassword, rePassword },
      {
        onSuccess: () => {
          rememberSignedOutNotice(successMessages.passwordReset[locale]);
          clearSession();
          leave.to('/');
        },
        onError: (error) => void showFailure(form, error, { names: FIELDS, toast: message, fallback: t('failed') }),
      },
    );
  };

  return (
    <Form<Values> form={form} layout="vertical" className={styles.form} onFinish={(v) => void onFinish(v)} data-testid="password-form">
      <p className={styles.muted}>{t('password.intro')}</p>
      <Form.Item name="password" label={t('password.old')} rules={[{ required: true, message: translateValidation('oldPassword.required', locale) }]} required>
        <Input.Password placeholder={t('password.placeholders.old')} autoComplete="current-password" maxLength={18} />
      </Form.Item>
      <Form.Item name="newPassword" label={t('password.new')} rules={[{ required: true, message: translateValidation('password.required', locale) }, ...newPasswordRules(locale)]} required>
        <Input.Password placeholder={t('password.placeholders.new')} autoComplete="new-password" maxLength={18} />
      </Form.Item>
      <Form.Item
        name="rePassword"
        label={t('password.repeat')}
        dependencies={['newPassword']}
        rules={[{ required: true, message: translateValidation('rePassword.required', locale) }, sameAsRule('newPassword', locale)]}
        required
      >
        <Input.Password placeholder={t('password.placeholders.repeat')} autoComplete="new-password" maxLength={18} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="password-submit">
        {t('password.change')}
      </Button>
    </Form>
  );
}
