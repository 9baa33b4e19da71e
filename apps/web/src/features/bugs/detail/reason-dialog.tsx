import { Alert, Form, Input, Modal } from 'antd';
import { translateValidation, type Locale } from '@wardline/contract';
import { useTranslation } from 'react-i18next';

type Checkable = { safeParse(value: unknown): { success: boolean; error?: { issues: readonly { message: string }[] } } };

type Props = {
  open: boolean;
  title: string;
  label: string;
  placeholder: string;
  /** A note above the field (appeal once, turn back once). */
  note?: string;
  okText: string;
  /** The contract's schema of the field: the browser refuses what the server refuses, in its words. */
  schema: Checkable;
  max: number;
  pending: boolean;
  testId: string;
  onSubmit: (text: string) => void;
  onCancel: () => void;
};

/** A dialog asking for one written text (appeal reason, turn-back reason, retest note) before a move. */
export function ReasonDialog({ open, title, label, placeholder, note, okText, schema, max, pending, testId, onSubmit, onCancel }: Props) {
  const { t, i18n } = useTranslation('bugs');
  const locale: Locale = i18n.language === 'en' ? 'en' : 'zh';
  const [form] = Form.useForm<{ text: string }>();
  const rule = {
    validator: async (_: unknown, value: unknown) => {
      const parsed = schema.safeParse(value ?? '');
      if (!parsed.success) throw new Error(translateValidation(parsed.error?.issues[0]?.message ?? 'invalid', locale));
    },
  };
  const ok = () =>
    form.validateFields().then(
      ({ text }) => onSubmit((text ?? '').trim()),
      () => undefined,
    );
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': `${testId}-ok` }}
      onOk={() => void ok()}
      onCancel={onCancel}
      destroyOnHidden
    >
      {note && <Alert type="info" showIcon title={note} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="text" label={label} rules={[rule]}>
          <Input.TextArea rows={4} maxLength={max} showCount placeholder={placeholder} data-testid={`${testId}-text`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
