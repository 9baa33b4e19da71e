import { useRef } from 'react';
import { App, Button, Form, Input, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorCatalog, totpCodeSchema } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale } from '@/lib/form-rules';
import { useTotpLogin, type LoginResult } from './api/login';
import styles from './auth.module.css';

type Values = { totp?: string };

type Props = {
  /** The challenge the first step answered; it is the credential of this step. */
  challenge: string;
  onLoggedIn: (ret: LoginResult) => void;
  /** The challenge is gone (expired, used up): the dialog goes back to the first step with `message`. */
  onExpired: (message: string) => void;
  onBack: () => void;
};

/**
 * Spaces of a pasted "123 456" go, then the code is cut at 6 characters (a `maxLength`
 * would cut the paste before the spaces go); anything else is left for the rule to refuse.
 */
const normalizeCode = (value: unknown) => (typeof value === 'string' ? value : '').replace(/\s+/g, '').slice(0, 6);

/**
 * The second step of a staff sign-in with two-step sign-in on: the 6-digit code of the
 * authenticator app, sent with the first step's challenge to POST /portal/login/totp.
 */
export function TotpLoginStep({ challenge, onLoggedIn, onExpired, onBack }: Props) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const input = useRef<InputRef>(null);
  const login = useTotpLogin();

  const fail = (error: unknown) => {
    const err = error instanceof ApiError ? error : null;
    // An unknown, used or expired challenge cannot be retried here: back to the first step.
    if (err?.errcode === errorCatalog.totpChallengeExpired.errcode || err?.fields.some((f) => f.field === 'challenge')) {
      onExpired(err.message || t('totp.expired'));
      return;
    }
    if (err?.errcode === errorCatalog.totpInvalid.errcode) form.setFieldValue('totp', '');
    showServerFieldErrors(form, err?.fields ?? [], ['totp']);
    void message.error(err?.message || t('common:httpError'));
    input.current?.focus();
  };

  const onFinish = (values: Values) => {
    if (login.isPending) return;
    login.mutate({ challenge, totp: normalizeCode(values.totp) }, { onSuccess: onLoggedIn, onError: fail });
  };

  return (
    <div data-testid="login-totp-step">
      <p className={styles.stepTitle}>{t('totp.title')}</p>
      <p className={styles.welcome}>{t('totp.hint')}</p>
      <Form<Values>
        form={form}
        name="login-totp"
        layout="vertical"
        size="large"
        validateTrigger="onBlur"
        onFinish={onFinish}
        requiredMark={false}
        data-testid="login-totp-form"
      >
        <Form.Item name="totp" label={t('totp.label')} normalize={normalizeCode} rules={[schemaRule(totpCodeSchema, locale)]}>
          <Input
            ref={input}
            placeholder={t('totp.placeholder')}
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            data-testid="login-totp-input"
          />
        </Form.Item>
        <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={login.isPending} data-testid="login-totp-submit">
          {t('totp.submit')}
        </Button>
      </Form>
      <div className={styles.backRow}>
        <Button type="link" onClick={onBack} disabled={login.isPending} data-testid="login-totp-back">
          {t('totp.back')}
        </Button>
      </div>
    </div>
  );
}
