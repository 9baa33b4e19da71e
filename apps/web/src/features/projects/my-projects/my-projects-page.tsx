import { Button, Card, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  MY_PROJECT_PAGE_SIZE,
  PROJECT_STATES,
  PROJECT_SUB_TYPES,
  PROJECT_TEXT_LIMITS,
  PROJECT_TYPES,
  enterStatusLabels,
  hackerProjectOperationLabels,
  projectStateLabels,
  projectSubTypeLabels,
  projectTypeLabels,
  type LabelTable,
  type MyProjectItem,
  type ProjectState,
  type ProjectSubType,
  type ProjectType,
} from '@wardline/contract';
import { useDocumentTitle } from '@/lib/document-title';
import { useSession } from '@/lib/use-session';
import { useMyProjects, type MyProjectFilters } from '../api/projects';
import { formatDay, useLabels } from '../format';
import styles from './my-projects.module.css';

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** The filters live in the address (?projectType=&projectSubType=&status=&search=&page=), like the hall's. */
function readFilters(params: URLSearchParams): MyProjectFilters {
  const page = Number(params.get('page'));
  return {
    projectType: oneOf<ProjectType>(PROJECT_TYPES, params.get('projectType')),
    projectSubType: oneOf<ProjectSubType>(PROJECT_SUB_TYPES, params.get('projectSubType')),
    status: oneOf<ProjectState>(PROJECT_STATES, params.get('status')),
    search: params.get('search')?.trim() || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function toParams(filters: MyProjectFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['projectType', 'projectSubType', 'status', 'search'] as const) {
    const value = filters[key];
    if (value) params.set(key, String(value));
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

const STATE_COLOURS: Partial<Record<ProjectState, string>> = { unaudited: 'gold', failed: 'red', pause: 'orange', apply: 'geekblue', doing: 'green' };

/**
 * /userCenter/myProject (spec 001 §2): a company's published projects with their review
 * state and staff's reason, or a hacker's enrolments; 10 a page, filters in the address,
 * a row opens /userCenter/projectPage/detail/{id}.
 */
export default function MyProjectsPage() {
  const { t } = useTranslation('projects');
  useDocumentTitle(t('mine.title'));
  const { label } = useLabels();
  const navigate = useNavigate();
  const session = useSession();
  const company = session.usertype === 'company';
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useMyProjects(filters);
  const [search, setSearch] = useState(filters.search ?? '');

  const change = (next: Partial<MyProjectFilters>) => setParams(toParams({ ...filters, page: 1, ...next }));
  const detailPath = (item: MyProjectItem) => `/userCenter/projectPage/detail/${item.id}`;
  const options = <V extends string>(values: readonly V[], table: LabelTable<V>) => [{ value: '', label: t('mine.filters.all') }, ...values.map((value) => ({ value, label: label(table, value) }))];

  const columns: TableColumnsType<MyProjectItem> = [
    {
      title: t('mine.columns.name'),
      key: 'name',
      render: (_, item) => (
        <Link to={detailPath(item)} onClick={(e) => e.stopPropagation()} data-testid="my-project-link">
          {item.name}
        </Link>
      ),
    },
    { title: t('mine.columns.type'), key: 'type', render: (_, item) => `${label(projectTypeLabels, item.projectype)} · ${label(projectSubTypeLabels, item.projectSubType)}` },
    {
      title: t('mine.columns.status'),
      key: 'status',
      render: (_, item) => (
        <Tag color={STATE_COLOURS[item.states]} data-testid="my-project-status">
          {label(projectStateLabels, item.states)}
        </Tag>
      ),
    },
    { title: t('mine.columns.period'), key: 'period', render: (_, item) => `${formatDay(item.startime)} – ${formatDay(item.endtime)}` },
    company
      ? {
          title: t('mine.columns.audit'),
          key: 'audit',
          render: (_, item) => {
            const reason = item.states === 'failed' ? item.rejectReason : item.states === 'pause' ? item.pauseReason : null;
            return reason ? (
              <Typography.Text type={item.states === 'failed' ? 'danger' : 'warning'} data-testid="my-project-reason">
                {reason}
              </Typography.Text>
            ) : null;
          },
        }
      : {
          title: t('mine.columns.enterstatus'),
          key: 'enterstatus',
          render: (_, item) => (
            <Space size={4} wrap>
              {item.enterstatus && <Tag data-testid="my-project-enterstatus">{label(enterStatusLabels, item.enterstatus)}</Tag>}
              {item.operation && <Typography.Text type="secondary">{label(hackerProjectOperationLabels, item.operation)}</Typography.Text>}
            </Space>
          ),
        },
    {
      title: t('mine.columns.operation'),
      key: 'open',
      render: (_, item) => (
        <Button size="small" onClick={() => void navigate(detailPath(item))}>
          {t('mine.open')}
        </Button>
      ),
    },
  ];

  return (
    <main className={`wl-container ${styles.page}`} data-testid="my-projects">
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('mine.title')}</h1>
          <Typography.Text type="secondary">{company ? t('mine.companyHint') : t('mine.hackerHint')}</Typography.Text>
        </div>
      </div>
      <Card className={styles.filters}>
        <Space wrap size={[12, 12]}>
          <Select aria-label={t('mine.filters.type')} className={styles.select} value={filters.projectType ?? ''} options={options(PROJECT_TYPES, projectTypeLabels)} onChange={(v) => change({ projectType: (v || undefined) as ProjectType | undefined })} data-testid="mine-type" />
          <Select aria-label={t('mine.filters.subType')} className={styles.select} value={filters.projectSubType ?? ''} options={options(PROJECT_SUB_TYPES, projectSubTypeLabels)} onChange={(v) => change({ projectSubType: (v || undefined) as ProjectSubType | undefined })} data-testid="mine-subtype" />
          <Select aria-label={t('mine.filters.status')} className={styles.select} value={filters.status ?? ''} options={options(PROJECT_STATES, projectStateLabels)} onChange={(v) => change({ status: (v || undefined) as ProjectState | undefined })} data-testid="mine-status" />
          <Input.Search
            aria-label={t('mine.filters.search')}
            placeholder={t('mine.filters.search')}
            className={styles.search}
            value={search}
            maxLength={PROJECT_TEXT_LIMITS.search}
            onChange={(e) => setSearch(e.target.value)}
            onSearch={(value) => change({ search: value.trim() || undefined })}
            enterButton={t('mine.filters.submit')}
            data-testid="mine-search"
          />
          <Button
            onClick={() => {
              setSearch('');
              setParams(new URLSearchParams());
            }}
          >
            {t('mine.filters.reset')}
          </Button>
        </Space>
      </Card>
      <Table
        className={styles.table}
        data-testid="my-project-list"
        columns={columns}
        dataSource={list.data?.data ?? []}
        rowKey="id"
        loading={list.isPending || list.isPlaceholderData}
        locale={{ emptyText: list.isError ? list.error.message : t('mine.empty') }}
        onRow={(item) => ({ onClick: () => void navigate(detailPath(item)), className: styles.row })}
        scroll={{ x: 860 }}
        pagination={{
          current: filters.page,
          pageSize: MY_PROJECT_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setParams(toParams({ ...filters, page })),
          showTotal: (total) => t('mine.total', { count: total }),
        }}
      />
    </main>
  );
}
