import { App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_LIMITS, teamFormBody, type TeamFormBody } from '@wardline/contract';
import { schemaRule, showFailure, toLocale } from '@/lib/form-rules';
import { LogoUpload } from './logo-upload';

const FIELDS = ['name', 'desc', 'logo'] as const;

/**
 * Create or edit a team (spec 001 §5: name, description and logo required, png or jpg).
 * The rules are the contract's, so the dialog refuses what the server refuses.
 */
export function TeamFormDialog({
  open,
  mode,
  initial,
  onClose,
  onSubmit,
}: {
  open: boolean;
  mode: 'create' | 'edit';
  initial?: TeamFormBody;
  onClose: () => void;
  onSubmit: (body: TeamFormBody) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('teams');
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<TeamFormBody>();
  useEffect(() => {
    if (open) form.setFieldsValue(initial ?? { name: '', desc: '', logo: '' });
  }, [open, initial, form]);
  const rule = (field: (typeof FIELDS)[number]) => [schemaRule(teamFormBody.shape[field], locale)];
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await onSubmit(values);
    } catch (error) {
      showFailure(form, error, { names: FIELDS, toast: message, fallback: t('hall.loadFailed') });
    }
  };
  return (
    <Modal
      open={open}
      title={mode === 'create' ? t('form.createTitle') : t('form.editTitle')}
      okText={t('form.submit')}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'team-form-submit' }}
    >
      <Form form={form} layout="vertical" requiredMark data-testid="team-form">
        <Form.Item name="name" label={t('form.name')} tooltip={t('form.nameTip')} required rules={rule('name')}>
          <Input maxLength={TEAM_LIMITS.nameMax} showCount data-testid="team-name" />
        </Form.Item>
        <Form.Item name="desc" label={t('form.desc')} required rules={rule('desc')}>
          <Input.TextArea rows={4} maxLength={TEAM_LIMITS.descMax} showCount data-testid="team-desc" />
        </Form.Item>
        <Form.Item name="logo" label={t('form.logo')} extra={t('form.logoHint')} required rules={rule('logo')}>
          <LogoUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
