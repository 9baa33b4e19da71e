import { Button, Form, Input } from 'antd';
import { totpCodeSchema } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale } from '@/lib/form-rules';
import { useAdminT } from '../i18n';

/** A 6-digit authenticator code and one button; a wrong code is shown on the field. */
export function TotpCodeForm({ submitText, danger, onSubmit, testId }: { submitText: string; danger?: boolean; onSubmit: (code: string) => Promise<unknown>; testId: string }) {
  const { t, i18n } = useAdminT();
  const [form] = Form.useForm<{ totp: string }>();
  const finish = async ({ totp }: { totp: string }) => {
    try {
      await onSubmit(totp.trim());
      form.resetFields();
    } catch (error) {
      if (error instanceof ApiError) {
        if (!showServerFieldErrors(form, error.fields, ['totp'])) form.setFields([{ name: 'totp', errors: [error.message] }]);
      }
    }
  };
  return (
    <Form form={form} layout="inline" onFinish={(v) => void finish(v)} requiredMark={false} data-testid={testId}>
      <Form.Item
        name="totp"
        label={t('security.code')}
        normalize={(value: string) => value.replace(/\D/g, '')}
        rules={[schemaRule(totpCodeSchema, toLocale(i18n.language))]}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('security.codePlaceholder')} style={{ width: 140, letterSpacing: 4 }} />
      </Form.Item>
      <Button type="primary" danger={danger} htmlType="submit">
        {submitText}
      </Button>
    </Form>
  );
}
