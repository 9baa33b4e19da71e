import { Button, Input, Result, Segmented, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { ADMIN_BUG_QUEUES, BUG_STATUSES, bugStatusLabels, enumLabel, type AdminBugSummary, type BugStatus } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { holeLevelTagStyle } from '@/lib/hole-level-tag';
import { useAdminMe } from '../api/use-admin-me';
import { AdminPage } from '../components/admin-page';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { useBugQueue } from './api';
import { BugReviewDrawer } from './bug-review-drawer';
import { Waited } from './waited';
import styles from './bugs.module.css';

type Queue = (typeof ADMIN_BUG_QUEUES)[number];

/**
 * /admin/bugs: the triage queue (verifying, oldest first, with the time each has waited),
 * the appeals awaiting arbitration, the reports past an SLA threshold, and every report; the
 * drawer shows one report and takes the decisions its state and the staff member's
 * permissions allow.
 */
export default function BugsPage() {
  const permissions = useAdminMe().data?.permissions;
  const { t } = useAdminT();
  // The menu hides the section from staff without either permission; an address typed by hand gets this, not a table of refusals.
  if (permissions && !permissions.includes('triage') && !permissions.includes('arbitration')) {
    return (
      <div data-testid="bugs-forbidden">
        <Result status="403" title={t('forbidden.title')} subTitle={t('bugs.forbidden')} />
      </div>
    );
  }
  return <BugQueues />;
}

function BugQueues() {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  // `review` names the report whose drawer is open, so a notice can link to it (bug-notices.ts `bugPageOf.staff`).
  const [params, setParams] = useListParams(['queue', 'status', 'search', 'review'] as const);
  // An address edited by hand falls back to the triage queue and no status, rather than a 400.
  const queue: Queue = (ADMIN_BUG_QUEUES as readonly string[]).includes(params.queue ?? '') ? (params.queue as Queue) : 'triage';
  const status = (BUG_STATUSES as readonly string[]).includes(params.status ?? '') ? (params.status as BugStatus) : undefined;
  const { review, ...filters } = params;
  // The open drawer is not a filter: opening one neither asks for the list again nor sends `review`.
  const list = useBugQueue({ ...filters, queue, status });
  const reviewing = review ?? null;
  // Opening or closing the drawer keeps the page the table is on.
  const setReviewing = (id: string | null) => setParams({ review: id, page: params.page });

  const columns: TableColumnsType<AdminBugSummary> = [
    { title: t('bugs.number'), dataIndex: 'holenumber', width: 130 },
    { title: t('bugs.titleColumn'), dataIndex: 'holetitle', ellipsis: true },
    { title: t('bugs.project'), dataIndex: 'projectname', ellipsis: true },
    { title: t('bugs.company'), dataIndex: 'companyName', ellipsis: true },
    { title: t('bugs.reporter'), dataIndex: 'reporterName', width: 130, ellipsis: true },
    { title: t('bugs.status'), dataIndex: 'holestatus', width: 120, render: (v: BugStatus) => <Tag>{enumLabel(bugStatusLabels, v, locale)}</Tag> },
    {
      title: t('bugs.currentGrade'),
      dataIndex: 'currentGrade',
      width: 110,
      render: (g: AdminBugSummary['currentGrade']) => (g ? <Tag style={g.color ? holeLevelTagStyle(g.color) : undefined}>{g.name}</Tag> : '—'),
    },
    { title: t('bugs.waitedColumn'), key: 'waited', width: 150, render: (_, row) => <Waited ms={row.waitingMs} overdue={row.overdue} testId={`waited-${row.id}`} /> },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" onClick={() => setReviewing(row.id)} data-testid={`review-bug-${row.id}`}>
          {row.holestatus === 'verifying' || row.holestatus === 'arbitrationing' || row.holestatus === 'recheck' ? t('bugs.review') : t('bugs.view')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('bugs.title')}
      intro={t('bugs.intro')}
      extra={
        <Space wrap>
          <Select<BugStatus>
            allowClear
            value={status}
            placeholder={t('bugs.statusFilter')}
            aria-label={t('bugs.statusFilter')}
            onChange={(next) => setParams({ status: next })}
            options={BUG_STATUSES.map((value) => ({ value, label: enumLabel(bugStatusLabels, value, locale) }))}
            style={{ width: 180 }}
            data-testid="bug-status-filter"
          />
          <Input.Search
            allowClear
            defaultValue={params.search}
            placeholder={t('bugs.search')}
            aria-label={t('bugs.search')}
            maxLength={100}
            onSearch={(search) => setParams({ search: search.trim() || undefined })}
            style={{ width: 260, maxWidth: '100%' }}
          />
        </Space>
      }
    >
      <div className={styles.toolbar} style={{ overflowX: 'auto' }}>
        <Segmented
          value={queue}
          onChange={(next) => setParams({ queue: next === 'triage' ? undefined : String(next) })}
          options={ADMIN_BUG_QUEUES.map((value) => ({ value, label: t(`bugs.queues.${value}`) }))}
          data-testid="bug-queue-tabs"
        />
      </div>
      <Table<AdminBugSummary>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: list.isError ? list.error.message : t(`bugs.empty.${queue}`) }}
        scroll={{ x: 1200 }}
        pagination={{
          current: params.page,
          pageSize: params.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('common.total', { count }),
          onChange: (page, size) => setParams({ page, size }),
        }}
      />
      <BugReviewDrawer id={reviewing} onClose={() => setReviewing(null)} />
    </AdminPage>
  );
}
