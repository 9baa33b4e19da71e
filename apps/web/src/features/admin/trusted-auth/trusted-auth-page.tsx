import { useState } from 'react';
import { Button, Segmented, Table, type TableColumnsType } from 'antd';
import { trustedAuthFieldLabels, type AdminTrustedAuthSummary, type TrustedAuthField } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { useTrustedAuthQueue } from '../api/trusted-auth';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { TrustedAuthReviewDrawer } from './trusted-auth-review-drawer';

/** /admin/trusted-auth: hackers' trusted authentications waiting for review (oldest first), and the decided ones. */
export default function TrustedAuthQueuePage() {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const [params, setParams] = useListParams(['state'] as const);
  const history = params.state === 'decided';
  const queue = useTrustedAuthQueue(params);
  const [reviewing, setReviewing] = useState<string | null>(null);

  const columns: TableColumnsType<AdminTrustedAuthSummary> = [
    { title: t('trustedAuth.realName'), dataIndex: 'realName' },
    { title: t('trustedAuth.nickname'), dataIndex: 'nickname' },
    {
      title: t('trustedAuth.fields'),
      dataIndex: 'fieldList',
      render: (fields: number[]) => fields.map((f) => trustedAuthFieldLabels[f as TrustedAuthField]?.[locale] ?? f).join('、'),
    },
    { title: t('trustedAuth.submittedAt'), dataIndex: 'submittedAt', width: 150, render: formatDateTime },
    ...(history
      ? [
          { title: t('trustedAuth.decidedAt'), dataIndex: 'decidedAt', width: 150, render: formatDateTime },
          { title: t('trustedAuth.stateLabel'), dataIndex: 'state', width: 100, render: (v: AdminTrustedAuthSummary['state']) => t(`trustedAuth.state.${v}`) },
        ]
      : []),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <Button type="link" onClick={() => setReviewing(row.id)} data-testid={`review-${row.id}`}>
          {t('trustedAuth.review')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('trustedAuth.title')}
      intro={t('trustedAuth.intro')}
      extra={
        <Segmented
          value={params.state ?? 'pending'}
          onChange={(state) => setParams({ state: state === 'pending' ? undefined : String(state) })}
          options={[
            { label: t('trustedAuth.tabs.pending'), value: 'pending' },
            { label: t('trustedAuth.tabs.decided'), value: 'decided' },
          ]}
          data-testid="trusted-auth-tabs"
        />
      }
    >
      <Table<AdminTrustedAuthSummary>
        rowKey="id"
        columns={columns}
        dataSource={queue.data?.data ?? []}
        loading={queue.isFetching}
        locale={{ emptyText: queue.isError ? queue.error.message : t('trustedAuth.empty') }}
        scroll={{ x: 800 }}
        pagination={{
          current: params.page,
          pageSize: params.size,
          total: queue.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('common.total', { count }),
          onChange: (page, size) => setParams({ page, size }),
        }}
      />
      <TrustedAuthReviewDrawer id={reviewing} onClose={() => setReviewing(null)} />
    </AdminPage>
  );
}
