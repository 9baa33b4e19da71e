import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { ADMIN_REASON_MAX, reasonSchema } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale } from '@/lib/form-rules';
import { useAdminT } from '../i18n';

export type ReasonDialogProps = {
  open: boolean;
  title: string;
  hint: string;
  okText: string;
  /** Resolves when the server accepted; a refusal naming `reason` is shown on the field. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
  danger?: boolean;
};

/**
 * A confirmation that needs a reason (reject a certification, disable an account): the
 * same rule as the server (1–500 characters after trimming), checked before sending.
 */
export function ReasonDialog({ open, title, hint, okText, onSubmit, onClose, danger = true }: ReasonDialogProps) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch (error) {
      if (error instanceof ApiError) showServerFieldErrors(form, error.fields, ['reason']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, 'data-testid': 'reason-dialog-ok' } as { danger: boolean }}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      confirmLoading={busy}
    >
      <Alert type={danger ? 'warning' : 'info'} showIcon title={hint} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="reason" label={t('reasonDialog.reason')} rules={[schemaRule(reasonSchema, locale)]}>
          <Input.TextArea rows={4} maxLength={ADMIN_REASON_MAX} showCount placeholder={t('reasonDialog.placeholder')} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
