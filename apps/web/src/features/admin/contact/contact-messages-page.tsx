import { Button, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { AdminContactMessage } from '@wardline/contract';
import { useContactMessages, useHandleContactMessage } from '../api/contact';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';

/** /admin/contact-messages: what visitors sent through the contact form, newest first. */
export default function ContactMessagesPage() {
  const { t } = useAdminT();
  const [params, setParams] = useListParams(['handled'] as const);
  const list = useContactMessages(params);
  const handle = useHandleContactMessage(t('contactMessages.handledOk'));

  const columns: TableColumnsType<AdminContactMessage> = [
    { title: t('contactMessages.createdAt'), dataIndex: 'createdAt', width: 150, render: formatDateTime },
    { title: t('contactMessages.company'), dataIndex: 'companyName' },
    {
      title: t('contactMessages.name'),
      key: 'name',
      render: (_, row) => [row.name, row.sex ? t(`contactMessages.sex.${row.sex as 1 | 2}`) : ''].filter(Boolean).join(' ') || '—',
    },
    { title: t('contactMessages.phone'), dataIndex: 'phone', width: 130 },
    { title: t('contactMessages.email'), dataIndex: 'email', render: (v: string | null) => v ?? '—' },
    { title: t('contactMessages.services'), key: 'services', render: (_, row) => row.services.map((s) => <Tag key={s.id}>{s.name}</Tag>) },
    {
      title: t('contactMessages.source'),
      dataIndex: 'source',
      width: 120,
      render: (v: number | null) => (v ? t(`contactMessages.sourceName.${v as 1 | 2 | 3}`) : '—'),
    },
    {
      title: t('contactMessages.handled'),
      key: 'handled',
      width: 150,
      render: (_, row) =>
        row.handled ? (
          <Tag color="green">{t('contactMessages.done')}</Tag>
        ) : (
          <Button size="small" onClick={() => handle.mutate(row.id)} loading={handle.isPending && handle.variables === row.id}>
            {t('contactMessages.handle')}
          </Button>
        ),
    },
  ];

  return (
    <AdminPage
      title={t('contactMessages.title')}
      extra={
        <Segmented
          value={params.handled ?? ''}
          onChange={(handled) => setParams({ handled: String(handled) })}
          options={[
            { label: t('common.all'), value: '' },
            { label: t('contactMessages.open'), value: 'false' },
            { label: t('contactMessages.done'), value: 'true' },
          ]}
        />
      }
    >
      <Table<AdminContactMessage>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        scroll={{ x: 1100 }}
        expandable={{
          rowExpandable: (row) => row.remark !== '',
          expandedRowRender: (row) => (
            <div>
              <Typography.Text type="secondary">{t('contactMessages.remark')}</Typography.Text>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{row.remark}</Typography.Paragraph>
            </div>
          ),
        }}
        pagination={{
          current: params.page,
          pageSize: params.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('common.total', { count }),
          onChange: (page, size) => setParams({ page, size }),
        }}
      />
    </AdminPage>
  );
}
