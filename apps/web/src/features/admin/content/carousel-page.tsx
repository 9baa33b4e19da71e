import { Form, Input, InputNumber, Switch, Tag } from 'antd';
import { adminCarouselApi, adminCarouselInput, type AdminCarouselItem } from '@wardline/contract';
import { safeImageSrc } from '@/lib/safe-url';
import { schemaRule, toLocale } from '@/lib/form-rules';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useAdminT } from '../i18n';
import { CollectionTable } from './collection-table';
import { ImageUploadInput } from '../components/image-upload-input';
import styles from '../admin.module.css';

type Values = { imagePath: string; link: string; sortOrder: number; enabled: boolean };
const EMPTY: Values = { imagePath: '', link: '', sortOrder: 0, enabled: true };
const toValues = (row: AdminCarouselItem): Values => ({ ...row, link: row.link ?? '' });
const shape = adminCarouselInput.shape;

/** /admin/carousel: the banners of the home page, in the order shown. */
export default function CarouselPage() {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  return (
    <AdminPage title={t('carousel.title')}>
      <CollectionTable<typeof adminCarouselApi, Values>
        api={adminCarouselApi}
        testId="carousel"
        newLabel={t('carousel.new')}
        editLabel={() => t('carousel.edit')}
        empty={EMPTY}
        toValues={toValues}
        fieldNames={['imagePath', 'link', 'sortOrder', 'enabled']}
        columns={[
          {
            title: t('carousel.preview'),
            dataIndex: 'imagePath',
            width: 120,
            render: (path: string) => (safeImageSrc(path) ? <img src={safeImageSrc(path)} alt="" className={styles.thumb} /> : null),
          },
          { title: t('carousel.image'), dataIndex: 'imagePath', ellipsis: true },
          { title: t('carousel.link'), dataIndex: 'link', ellipsis: true, render: (v: string | null) => v ?? '—' },
          { title: t('common.sortOrder'), dataIndex: 'sortOrder', width: 80 },
          {
            title: t('common.enabled'),
            dataIndex: 'enabled',
            width: 90,
            render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('common.enabled') : t('common.disabledState')}</Tag>,
          },
          { title: t('common.createdAt'), dataIndex: 'createdAt', width: 150, render: formatDateTime },
        ]}
        fields={
          <>
            <Form.Item name="imagePath" label={t('carousel.image')} extra={t('carousel.imageHint')} rules={[schemaRule(shape.imagePath, locale)]}>
              <ImageUploadInput testId="carousel-image" />
            </Form.Item>
            <Form.Item name="link" label={t('carousel.link')} extra={t('carousel.linkHint')} rules={[schemaRule(shape.link, locale)]}>
              <Input maxLength={500} />
            </Form.Item>
            <Form.Item name="sortOrder" label={t('common.sortOrder')} extra={t('common.sortOrderHint')} rules={[schemaRule(shape.sortOrder, locale)]}>
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
