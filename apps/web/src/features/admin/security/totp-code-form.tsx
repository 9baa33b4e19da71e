import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { loginPasswordSchema, totpCodeSchema } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { encryptPasswords } from '@/lib/crypto';
import { schemaRule, showServerFieldErrors, toLocale } from '@/lib/form-rules';
import { useAdminT } from '../i18n';

export type SecurityStepValues = { totp?: string; password?: string };

type Props = {
  submitText: string;
  danger?: boolean;
  /** Ask for the current password too (fresh authentication before setting up or turning off); it leaves the form encrypted. */
  withPassword?: boolean;
  /** Ask for a 6-digit authenticator code (default). */
  withCode?: boolean;
  onSubmit: (values: SecurityStepValues) => Promise<unknown>;
  testId: string;
};

/** The current password and/or a 6-digit authenticator code, and one button; a refusal is shown on its field. */
export function TotpCodeForm({ submitText, danger, withPassword = false, withCode = true, onSubmit, testId }: Props) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const [form] = Form.useForm<SecurityStepValues>();
  const [busy, setBusy] = useState(false);
  const fields: (keyof SecurityStepValues)[] = [...(withPassword ? (['password'] as const) : []), ...(withCode ? (['totp'] as const) : [])];
  const finish = async (values: SecurityStepValues) => {
    setBusy(true);
    try {
      const [password] = withPassword ? await encryptPasswords(values.password ?? '') : [undefined];
      await onSubmit({ ...(withCode ? { totp: (values.totp ?? '').trim() } : {}), ...(password ? { password } : {}) });
      form.resetFields();
    } catch (error) {
      if (error instanceof ApiError && !showServerFieldErrors(form, error.fields, fields)) {
        form.setFields([{ name: fields.at(-1)!, errors: [error.message] }]);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="inline" onFinish={(v) => void finish(v)} requiredMark={false} data-testid={testId}>
      {withPassword && (
        <Form.Item name="password" label={t('security.password')} rules={[schemaRule(loginPasswordSchema, locale)]}>
          <Input.Password autoComplete="current-password" maxLength={18} placeholder={t('security.passwordPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
      )}
      {withCode && (
        <Form.Item name="totp" label={t('security.code')} normalize={(value: string) => value.replace(/\D/g, '')} rules={[schemaRule(totpCodeSchema, locale)]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('security.codePlaceholder')} style={{ width: 140, letterSpacing: 4 }} />
        </Form.Item>
      )}
      <Button type="primary" danger={danger} htmlType="submit" loading={busy}>
        {submitText}
      </Button>
    </Form>
  );
}
