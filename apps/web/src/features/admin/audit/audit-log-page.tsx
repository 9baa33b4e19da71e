import { DatePicker, Input, InputNumber, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { AUDIT_TARGET_TYPES, type AuditEntry } from '@wardline/contract';
import { useAuditLog } from '../api/audit';
import { AdminPage } from '../components/admin-page';
import { formatDateTimeSeconds } from '../components/format';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { AuditDiffTable } from './audit-diff-table';

const ACTION_COLORS: Record<string, string> = { create: 'green', delete: 'red', disable: 'red', reject: 'orange', approve: 'green', enable: 'blue' };

/** /admin/audit-log: every staff change, newest first, with its before and after. */
export default function AuditLogPage() {
  const { t } = useAdminT();
  const [params, setParams] = useListParams(['targetType', 'targetId', 'action', 'staffId', 'from', 'to'] as const);
  const log = useAuditLog(params);

  /** user.disable → "用户 · 禁用"; totp.* are about the staff member's own account. */
  const describe = (action: string) => {
    const [target = '', verb = ''] = action.split('.');
    const targetName = target === 'totp' ? t('audit.totpTarget') : t(`audit.targets.${target}`, { defaultValue: target });
    return { targetName, verbName: t(`audit.verbs.${verb}`, { defaultValue: verb }), verb };
  };

  const columns: TableColumnsType<AuditEntry> = [
    { title: t('audit.at'), dataIndex: 'at', width: 170, render: formatDateTimeSeconds },
    { title: t('audit.staff'), key: 'staff', width: 150, render: (_, row) => `${row.staffNickname ?? '—'} (#${row.staffId ?? '—'})` },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      render: (action: string) => {
        const { targetName, verbName, verb } = describe(action);
        return (
          <Space size={4}>
            <Tag color={ACTION_COLORS[verb] ?? 'default'}>{verbName}</Tag>
            {targetName}
          </Space>
        );
      },
    },
    {
      title: t('audit.target'),
      key: 'target',
      render: (_, row) => `${t(`audit.targets.${row.targetType}`, { defaultValue: row.targetType })} #${row.targetId}`,
    },
    { title: t('audit.clientIp'), dataIndex: 'clientIp', width: 140 },
  ];

  const range: [dayjs.Dayjs, dayjs.Dayjs] | null = params.from && params.to ? [dayjs(params.from), dayjs(params.to)] : null;

  return (
    <AdminPage title={t('audit.title')} intro={t('audit.intro')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('audit.targetType')}
          aria-label={t('audit.targetType')}
          value={params.targetType}
          onChange={(targetType?: string) => setParams({ targetType })}
          options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.targets.${type}`) }))}
          style={{ width: 160 }}
        />
        <Input
          allowClear
          placeholder={t('audit.targetId')}
          aria-label={t('audit.targetId')}
          defaultValue={params.targetId}
          maxLength={60}
          onPressEnter={(e) => setParams({ targetId: e.currentTarget.value.trim() })}
          onBlur={(e) => setParams({ targetId: e.currentTarget.value.trim() })}
          style={{ width: 130 }}
        />
        <Input
          allowClear
          placeholder={t('audit.action')}
          aria-label={t('audit.action')}
          defaultValue={params.action}
          maxLength={60}
          onPressEnter={(e) => setParams({ action: e.currentTarget.value.trim() })}
          onBlur={(e) => setParams({ action: e.currentTarget.value.trim() })}
          style={{ width: 170 }}
        />
        <InputNumber
          placeholder={t('audit.staffId')}
          aria-label={t('audit.staffId')}
          min={1}
          precision={0}
          value={params.staffId ? Number(params.staffId) : null}
          onChange={(staffId) => setParams({ staffId: staffId ?? undefined })}
          style={{ width: 130 }}
        />
        <DatePicker.RangePicker
          showTime
          aria-label={t('audit.range')}
          value={range}
          onChange={(values) => setParams({ from: values?.[0]?.toISOString(), to: values?.[1]?.toISOString() })}
        />
      </Space>
      <Table<AuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={log.data?.data ?? []}
        loading={log.isFetching}
        locale={log.isError ? { emptyText: log.error.message } : undefined}
        scroll={{ x: 900 }}
        expandable={{ expandedRowRender: (row) => <AuditDiffTable before={row.before} after={row.after} /> }}
        pagination={{
          current: params.page,
          pageSize: params.size,
          total: log.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('common.total', { count }),
          onChange: (page, size) => setParams({ page, size }),
        }}
      />
    </AdminPage>
  );
}
