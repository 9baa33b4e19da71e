import { useEffect, useState } from 'react';
import { Button, Col, Drawer, Form, Input, Radio, Row, Space, Spin, Switch, Tabs } from 'antd';
import { adminAnnouncementInput, ANNOUNCEMENT_LIMITS, type AdminAnnouncementInput, type AnnouncementType } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale } from '@/lib/form-rules';
import { useAnnouncement, useSaveAnnouncement } from '../api/announcements';
import { useAdminT } from '../i18n';
import { RichTextEditor } from '@/components/rich-text-editor';
import { SanitisedPreview } from './sanitised-preview';

type Values = {
  type: AnnouncementType;
  titleZh: string;
  titleEn: string;
  introduceZh: string;
  introduceEn: string;
  contentZh: string;
  contentEn: string;
  icon: string;
  popup: boolean;
  published: boolean;
};
const FIELDS = ['type', 'titleZh', 'titleEn', 'introduceZh', 'introduceEn', 'contentZh', 'contentEn', 'icon', 'popup', 'published'];
const EMPTY: Values = { type: 2, titleZh: '', titleEn: '', introduceZh: '', introduceEn: '', contentZh: '', contentEn: '', icon: '', popup: false, published: true };
const shape = adminAnnouncementInput.shape;

/**
 * Create (`id` 'new') or edit (its public id) an announcement in both languages. Each body
 * is written in the rich-text editor, with the server's sanitised version of it beside it.
 */
export function AnnouncementEditor({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const [form] = Form.useForm<Values>();
  const [language, setLanguage] = useState<'zh' | 'en'>('zh');
  const editing = id !== null && id !== 'new' ? id : null;
  const existing = useAnnouncement(editing);
  const save = useSaveAnnouncement(t('common.saved'));
  const contentZh = Form.useWatch('contentZh', form) ?? '';
  const contentEn = Form.useWatch('contentEn', form) ?? '';

  useEffect(() => {
    if (id === null) return;
    setLanguage('zh');
    if (id === 'new') form.setFieldsValue(EMPTY);
    else if (existing.data) form.setFieldsValue({ ...existing.data, icon: existing.data.icon ?? '' });
  }, [id, existing.data, form]);

  const onFinish = (values: Values) => {
    const input: AdminAnnouncementInput = { ...values, icon: values.icon?.trim() || null };
    save.mutate(
      { id: editing, input },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (error instanceof ApiError) showServerFieldErrors(form, error.fields, FIELDS);
        },
      },
    );
  };

  const loading = editing !== null && existing.isPending;
  const contentTab = (lang: 'zh' | 'en') => {
    const name = lang === 'zh' ? 'contentZh' : 'contentEn';
    return (
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Form.Item name={name} label={t(`announcements.${name}`)} rules={[schemaRule(shape[name], locale)]}>
            <RichTextEditor ariaLabel={t(`announcements.${name}`)} />
          </Form.Item>
        </Col>
        <Col xs={24} xl={12}>
          <Form.Item label={t('announcements.preview')}>
            <SanitisedPreview html={lang === 'zh' ? contentZh : contentEn} />
          </Form.Item>
        </Col>
      </Row>
    );
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={1100}
      title={editing ? t('announcements.edit', { title: existing.data?.titleZh ?? '' }) : t('announcements.new')}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="announcement-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        <Form<Values> form={form} layout="vertical" initialValues={EMPTY} onFinish={onFinish} requiredMark={false}>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item name="type" label={t('announcements.type')}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 2, label: t('announcements.typeName.2') },
                    { value: 1, label: t('announcements.typeName.1') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="published" label={t('announcements.published')} valuePropName="checked">
                <Switch checkedChildren={t('announcements.publishedOn')} unCheckedChildren={t('announcements.draft')} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="popup" label={t('announcements.popup')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="titleZh" label={t('announcements.titleZh')} rules={[schemaRule(shape.titleZh, locale)]}>
                <Input maxLength={ANNOUNCEMENT_LIMITS.title} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="titleEn" label={t('announcements.titleEn')} rules={[schemaRule(shape.titleEn, locale)]}>
                <Input maxLength={ANNOUNCEMENT_LIMITS.title} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="introduceZh" label={t('announcements.introduceZh')} rules={[schemaRule(shape.introduceZh, locale)]}>
                <Input.TextArea rows={2} maxLength={ANNOUNCEMENT_LIMITS.introduce} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="introduceEn" label={t('announcements.introduceEn')} rules={[schemaRule(shape.introduceEn, locale)]}>
                <Input.TextArea rows={2} maxLength={ANNOUNCEMENT_LIMITS.introduce} showCount />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="icon" label={t('announcements.icon')} extra={t('announcements.iconHint')} rules={[schemaRule(shape.icon, locale)]}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
          <Tabs
            activeKey={language}
            onChange={(key) => setLanguage(key as 'zh' | 'en')}
            // Both tabs stay mounted, so the hidden body keeps its value and its validation.
            items={[
              { key: 'zh', label: t('announcements.tabZh'), children: contentTab('zh'), forceRender: true },
              { key: 'en', label: t('announcements.tabEn'), children: contentTab('en'), forceRender: true },
            ]}
          />
        </Form>
      </Spin>
    </Drawer>
  );
}
