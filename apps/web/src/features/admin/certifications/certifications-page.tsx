import { useState } from 'react';
import { Button, Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import { enumLabel, userStatusLabels, userTypeLabels, type AdminCertificationSummary } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { useCertificationQueue } from '../api/certifications';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { CertificationReviewDrawer } from './certification-review-drawer';

/** /admin/certifications: the queue of company and supplier certifications (oldest first) and the history of decided ones. */
export default function CertificationsPage() {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const [params, setParams] = useListParams(['kind', 'state'] as const);
  const history = params.state === 'decided';
  const queue = useCertificationQueue(params);
  const [reviewing, setReviewing] = useState<string | null>(null);

  const columns: TableColumnsType<AdminCertificationSummary> = [
    {
      title: t('certifications.kind'),
      key: 'kind',
      width: 130,
      render: (_, row) => (
        <Space size={4}>
          {enumLabel(userTypeLabels, row.kind, locale)}
          {row.isUpdate && <Tag color="blue">{t('certifications.update.tag')}</Tag>}
        </Space>
      ),
    },
    { title: t('certifications.companyName'), dataIndex: 'companyName', render: (v: string | null) => v ?? '—' },
    { title: t('certifications.creditCode'), dataIndex: 'creditCode', render: (v: string | null) => v ?? '—' },
    { title: t('certifications.applicant'), key: 'applicant', render: (_, row) => `${row.nickname} · ${row.phone ?? row.email ?? ''}` },
    { title: t('certifications.userStatus'), dataIndex: 'userStatus', render: (s: AdminCertificationSummary['userStatus']) => enumLabel(userStatusLabels, s, locale) },
    { title: t('certifications.submittedAt'), dataIndex: 'submittedAt', width: 150, render: formatDateTime },
    ...(history
      ? [
          { title: t('certifications.decidedAt'), dataIndex: 'decidedAt', width: 150, render: formatDateTime },
          { title: t('certifications.stateLabel'), dataIndex: 'state', width: 100, render: (v: AdminCertificationSummary['state']) => t(`certifications.state.${v}`) },
        ]
      : []),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <Button type="link" onClick={() => setReviewing(row.id)} data-testid={`review-${row.id}`}>
          {t('certifications.review')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('certifications.title')}
      intro={t('certifications.intro')}
      extra={
        <Space wrap>
        <Segmented
          value={params.state ?? 'pending'}
          onChange={(state) => setParams({ state: state === 'pending' ? undefined : String(state) })}
          options={[
            { label: t('certifications.tabs.pending'), value: 'pending' },
            { label: t('certifications.tabs.decided'), value: 'decided' },
          ]}
          data-testid="certification-tabs"
        />
        <Segmented
          value={params.kind ?? ''}
          onChange={(kind) => setParams({ kind: String(kind) })}
          options={[
            { label: t('common.all'), value: '' },
            { label: enumLabel(userTypeLabels, 'company', locale), value: 'company' },
            { label: enumLabel(userTypeLabels, 'supplier', locale), value: 'supplier' },
            ...(history ? [{ label: enumLabel(userTypeLabels, 'hacker', locale), value: 'hacker' }] : []),
          ]}
        />
        </Space>
      }
    >
      <Table<AdminCertificationSummary>
        rowKey="id"
        columns={columns}
        dataSource={queue.data?.data ?? []}
        loading={queue.isFetching}
        locale={{ emptyText: queue.isError ? queue.error.message : t('certifications.empty') }}
        scroll={{ x: 900 }}
        pagination={{
          current: params.page,
          pageSize: params.size,
          total: queue.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('common.total', { count }),
          onChange: (page, size) => setParams({ page, size }),
        }}
      />
      <CertificationReviewDrawer id={reviewing} onClose={() => setReviewing(null)} />
    </AdminPage>
  );
}
