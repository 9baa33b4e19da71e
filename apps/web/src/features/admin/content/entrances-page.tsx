import { Form, Input, InputNumber, Switch, Tag } from 'antd';
import { adminEntrancesApi, adminEntranceInput, type AdminEntranceTile } from '@wardline/contract';
import { schemaRule, toLocale } from '@/lib/form-rules';
import { AdminPage } from '../components/admin-page';
import { useAdminT } from '../i18n';
import { CollectionTable } from './collection-table';

type Values = Omit<AdminEntranceTile, 'id' | 'createdAt' | 'logo'> & { logo: string };
const EMPTY: Values = { nameZh: '', nameEn: '', introduceZh: '', introduceEn: '', url: '', logo: '', sortOrder: 0, enabled: true, thirdParty: false };
const toValues = ({ id: _id, createdAt: _at, ...row }: AdminEntranceTile): Values => ({ ...row, logo: row.logo ?? '' });
const shape = adminEntranceInput.shape;

/** /admin/entrances: the platform entrance tiles of the home page. */
export default function EntrancesPage() {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const text = (name: 'nameZh' | 'nameEn' | 'introduceZh' | 'introduceEn' | 'url' | 'logo', max: number, area = false) => (
    <Form.Item name={name} label={t(`entrances.${name}`)} rules={[schemaRule(shape[name], locale)]}>
      {area ? <Input.TextArea rows={2} maxLength={max} showCount /> : <Input maxLength={max} />}
    </Form.Item>
  );
  return (
    <AdminPage title={t('entrances.title')}>
      <CollectionTable<typeof adminEntrancesApi, Values>
        api={adminEntrancesApi}
        testId="entrances"
        newLabel={t('entrances.new')}
        editLabel={(row) => t('entrances.edit', { name: row.nameZh })}
        empty={EMPTY}
        toValues={toValues}
        fieldNames={Object.keys(shape)}
        columns={[
          { title: t('entrances.nameZh'), dataIndex: 'nameZh' },
          { title: t('entrances.nameEn'), dataIndex: 'nameEn' },
          { title: t('entrances.url'), dataIndex: 'url', ellipsis: true },
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
            {text('nameZh', 30)}
            {text('nameEn', 60)}
            {text('introduceZh', 200, true)}
            {text('introduceEn', 300, true)}
            <Form.Item name="url" label={t('entrances.url')} rules={[schemaRule(shape.url, locale)]}>
              <Input maxLength={500} />
            </Form.Item>
            <Form.Item name="logo" label={t('entrances.logo')} extra={t('carousel.imageHint')} rules={[schemaRule(shape.logo, locale)]}>
              <Input maxLength={500} />
            </Form.Item>
            <Form.Item name="sortOrder" label={t('common.sortOrder')} extra={t('common.sortOrderHint')} rules={[schemaRule(shape.sortOrder, locale)]}>
              <InputNumber precision={0} min={-99999} max={99999} />
            </Form.Item>
            <Form.Item name="enabled" label={t('common.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="thirdParty" label={t('entrances.thirdParty')} extra={t('entrances.thirdPartyHint')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        }
      />
    </AdminPage>
  );
}
