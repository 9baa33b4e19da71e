import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { imageRefSchema, linkSchema } from '@wardline/contract';
import { schemaRule, toLocale } from '@/lib/form-rules';
import { useAdminT } from '../i18n';

/** Asks for a link or image address, with the same rule the server applies to such addresses. */
export function UrlDialog({ kind, onSubmit, onClose }: { kind: 'link' | 'image' | null; onSubmit: (url: string) => void; onClose: () => void }) {
  const { t, i18n } = useAdminT();
  const [form] = Form.useForm<{ url: string }>();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (kind) {
      form.resetFields();
      setTick((n) => n + 1);
    }
  }, [kind, form]);
  const label = kind === 'image' ? t('editor.imagePrompt') : t('editor.linkPrompt');
  return (
    <Modal
      open={kind !== null}
      title={kind === 'image' ? t('editor.image') : t('editor.link')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() =>
        form
          .validateFields()
          .then(({ url }) => onSubmit(url.trim()))
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="url" label={label} rules={[schemaRule(kind === 'image' ? imageRefSchema : linkSchema, toLocale(i18n.language))]}>
          <Input autoFocus maxLength={500} placeholder={kind === 'image' ? 'https://' : '/'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
