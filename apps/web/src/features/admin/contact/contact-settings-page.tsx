import { useEffect } from 'react';
import { Button, Divider, Form, Input, InputNumber, Switch, Tag, Typography } from 'antd';
import { adminContactServiceInput, adminContactServicesApi, adminContactSettingsBody, type AdminContactService, type ContactConfig } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale } from '@/lib/form-rules';
import { safeImageSrc } from '@/lib/safe-url';
import { useContactSettings, useSaveContactSettings } from '../api/contact';
import { AdminPage } from '../components/admin-page';
import { useAdminT } from '../i18n';
import { CollectionTable } from '../content/collection-table';

type ServiceValues = Omit<AdminContactService, 'id'>;
const EMPTY_SERVICE: ServiceValues = { nameZh: '', nameEn: '', sortOrder: 0, enabled: true };
const toServiceValues = ({ id: _id, ...row }: AdminContactService): ServiceValues => row;
const serviceShape = adminContactServiceInput.shape;
const settingsShape = adminContactSettingsBody.shape;

/** /admin/contact-settings: the footer's WeChat QR and phone, and the services of the contact form. */
export default function ContactSettingsPage() {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const [form] = Form.useForm<ContactConfig>();
  const settings = useContactSettings();
  const save = useSaveContactSettings(t('contactSettings.saved'));
  const wxImg = Form.useWatch('contactWxImg', form);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  return (
    <AdminPage title={t('contactSettings.title')} intro={t('contactSettings.intro')}>
      <Form<ContactConfig>
        form={form}
        layout="vertical"
        requiredMark={false}
        style={{ maxWidth: 560 }}
        disabled={settings.isPending}
        onFinish={(values) =>
          save.mutate(values, {
            onError: (error) => {
              if (error instanceof ApiError) showServerFieldErrors(form, error.fields, ['contactWxImg', 'contactPhone']);
            },
          })
        }
      >
        <Form.Item name="contactWxImg" label={t('contactSettings.wxImg')} extra={t('carousel.imageHint')} rules={[schemaRule(settingsShape.contactWxImg, locale)]}>
          <Input maxLength={500} allowClear />
        </Form.Item>
        {safeImageSrc(wxImg) && <img src={safeImageSrc(wxImg)} alt="" width={96} height={96} style={{ marginBottom: 16 }} />}
        <Form.Item name="contactPhone" label={t('contactSettings.phone')} rules={[schemaRule(settingsShape.contactPhone, locale)]}>
          <Input maxLength={30} allowClear />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="contact-settings-save">
          {t('common.save')}
        </Button>
      </Form>

      <Divider />
      <Typography.Title level={4}>{t('contactServices.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('contactServices.intro')}</Typography.Paragraph>
      <CollectionTable<typeof adminContactServicesApi, ServiceValues>
        api={adminContactServicesApi}
        testId="contact-services"
        newLabel={t('contactServices.new')}
        editLabel={(row) => t('contactServices.edit', { name: row.nameZh })}
        empty={EMPTY_SERVICE}
        toValues={toServiceValues}
        fieldNames={Object.keys(serviceShape)}
        columns={[
          { title: t('contactServices.nameZh'), dataIndex: 'nameZh' },
          { title: t('contactServices.nameEn'), dataIndex: 'nameEn' },
          { title: t('common.sortOrder'), dataIndex: 'sortOrder', width: 80 },
          {
            title: t('common.enabled'),
            dataIndex: 'enabled',
            width: 90,
            render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('common.enabled') : t('common.disabledState')}</Tag>,
          },
        ]}
        fields={
          <>
            <Form.Item name="nameZh" label={t('contactServices.nameZh')} rules={[schemaRule(serviceShape.nameZh, locale)]}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('contactServices.nameEn')} rules={[schemaRule(serviceShape.nameEn, locale)]}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name="sortOrder" label={t('common.sortOrder')} extra={t('common.sortOrderHint')} rules={[schemaRule(serviceShape.sortOrder, locale)]}>
              <InputNumber precision={0} min={-99999} max={99999} />
            </Form.Item>
            <Form.Item name="enabled" label={t('common.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        }
      />
    </AdminPage>
  );
}
