import { useState } from 'react';
import { Alert, App, Button, Form, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUG_PAGE_SIZE, BUG_STATUS_FILTERS, bugStatusFilterLabels, bugStatusLabels, type BugListItem, type BugStatusFilter } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { holeLevelTagStyle } from '@/lib/hole-level-tag';
import { ScrollRegion } from '@/components/scroll-region';
import { downloadProjectBugReport, ExportWithoutType, useProjectBugs, type ProjectBugFilters } from '../api/project-bugs';
import { formatMinute, useLabels } from '../format';
import styles from './detail.module.css';

const HOUR = 3_600_000;
const FIRST: ProjectBugFilters = { status: 'all', holeTitle: '', holeNumber: '', page: 1 };

/**
 * The vulnerability tab (spec 002 §2.4): the owner company's reports past triage, or a hacker's
 * own when their operation is submission; status, title and number filters, 10 a page, each
 * row opening the report. The owner also downloads the project's report (GET /loadfile).
 * The report pages themselves are the bugs feature's; this tab only links to them.
 */
export function HolesTab({ projectId, owner, fromUserCenter }: { projectId: string; owner: boolean; fromUserCenter: boolean }) {
  const { t } = useTranslation('projects');
  const { label } = useLabels();
  const [filters, setFilters] = useState<ProjectBugFilters>(FIRST);
  const [form] = Form.useForm<Omit<ProjectBugFilters, 'page'>>();
  const list = useProjectBugs(projectId, filters);
  const detailPath = (id: string) => `${fromUserCenter ? '/userCenter' : ''}/bugPage/detail/${id}`;
  const waited = (ms: number) => (ms >= 24 * HOUR ? t('detail.holes.days', { count: Math.floor(ms / (24 * HOUR)) }) : t('detail.holes.hours', { count: Math.floor(ms / HOUR) }));

  const columns: TableColumnsType<BugListItem> = [
    { title: t('detail.holes.columns.holenumber'), dataIndex: 'holenumber', key: 'holenumber' },
    {
      title: t('detail.holes.columns.holetitle'),
      key: 'holetitle',
      render: (_, bug) => (
        <Link to={detailPath(bug.id)} data-testid="hole-link">
          {bug.holetitle}
        </Link>
      ),
    },
    { title: t('detail.holes.columns.holestatus'), key: 'holestatus', render: (_, bug) => <Tag data-testid="hole-status">{label(bugStatusLabels, bug.holestatus)}</Tag> },
    {
      title: t('detail.holes.columns.grade'),
      key: 'grade',
      render: (_, bug) => {
        const grade = bug.currentGrade;
        if (!grade) return bug.holeGradeName;
        return <Tag style={grade.color ? holeLevelTagStyle(grade.color) : undefined}>{grade.name}</Tag>;
      },
    },
    { title: t('detail.holes.columns.createtime'), key: 'createtime', render: (_, bug) => formatMinute(bug.createtime) },
    {
      title: t('detail.holes.columns.waiting'),
      key: 'waiting',
      render: (_, bug) =>
        bug.waitingMs === null ? '-' : (
          <span data-testid="hole-waiting">
            {waited(bug.waitingMs)}
            {bug.overdue && (
              <Tag color="red" style={{ marginLeft: 6 }}>
                {t('detail.holes.overdue')}
              </Tag>
            )}
          </span>
        ),
    },
  ];

  const search = (values: Omit<ProjectBugFilters, 'page'>) => setFilters({ status: values.status ?? 'all', holeTitle: (values.holeTitle ?? '').trim(), holeNumber: (values.holeNumber ?? '').trim(), page: 1 });

  return (
    <div data-testid="holes-tab">
      <div className={styles.holesBar}>
        <Form form={form} layout="inline" initialValues={FIRST} onFinish={search} className={styles.holesFilters}>
          <Form.Item name="status" label={t('detail.holes.filters.status')}>
            <Select<BugStatusFilter> style={{ minWidth: 140 }} options={BUG_STATUS_FILTERS.map((s) => ({ value: s, label: label(bugStatusFilterLabels, s) }))} data-testid="holes-status" />
          </Form.Item>
          <Form.Item name="holeTitle" label={t('detail.holes.filters.title')}>
            <Input allowClear maxLength={100} placeholder={t('detail.holes.filters.titlePlaceholder')} data-testid="holes-title" />
          </Form.Item>
          <Form.Item name="holeNumber" label={t('detail.holes.filters.number')}>
            <Input allowClear maxLength={40} placeholder={t('detail.holes.filters.numberPlaceholder')} data-testid="holes-number" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" data-testid="holes-search">
              {t('detail.holes.filters.search')}
            </Button>
          </Form.Item>
        </Form>
        {owner && <DownloadReport projectId={projectId} />}
      </div>
      {list.isError ? (
        <Alert type="error" showIcon title={list.error.message || t('detail.loadFailed')} />
      ) : (
        <ScrollRegion label={t('detail.tabs.holes')} minWidth={760}>
          <Table
            data-testid="holes"
            columns={columns}
            dataSource={list.data?.data ?? []}
            rowKey="id"
            loading={list.isPending}
            locale={{ emptyText: <span data-testid="holes-empty">{t('detail.holes.empty')}</span> }}
            pagination={{
              current: filters.page,
              pageSize: BUG_PAGE_SIZE,
              total: list.data?.total ?? 0,
              onChange: (page) => setFilters((f) => ({ ...f, page })),
              showSizeChanger: false,
              showTotal: (total) => t('detail.holes.total', { count: total }),
            }}
          />
        </ScrollRegion>
      )}
    </div>
  );
}

/** The owner's "download report": the server builds the xlsx; a refusal or a typeless answer is said, never a broken file. */
function DownloadReport({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadProjectBugReport(projectId);
    } catch (err) {
      if (err instanceof ExportWithoutType) void message.error(t('detail.holes.exportFailed'));
      else void message.warning(err instanceof ApiError && err.message ? err.message : t('detail.holes.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void download()} loading={busy} data-testid="holes-download">
      {t('detail.holes.download')}
    </Button>
  );
}
