import { useState, type FormEvent } from 'react';
import { Button, Card, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BUG_FIELD_LIMITS, BUG_PAGE_SIZE, MY_BUG_STATUS_OPTIONS, bugStatusLabels, type BugListItem, type BugStatus } from '@wardline/contract';
import { useDocumentTitle } from '@/lib/document-title';
import { toLocale } from '@/lib/form-rules';
import { holeLevelTagStyle } from '@/lib/hole-level-tag';
import { useSession } from '@/lib/use-session';
import { formatDateTime } from '../submit/format-time';
import { useMyBugs, type MyBugFilters } from './api';
import styles from './my-bugs.module.css';

type FilterStatus = (typeof MY_BUG_STATUS_OPTIONS)[number];

/** The filters live in the address (?status=&holeTitle=&holeNumber=&page=), like my projects'. */
function readFilters(params: URLSearchParams): MyBugFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: (MY_BUG_STATUS_OPTIONS as readonly string[]).includes(status ?? '') ? (status as FilterStatus) : undefined,
    holeTitle: params.get('holeTitle')?.trim().slice(0, BUG_FIELD_LIMITS.holetitle) || undefined,
    holeNumber: params.get('holeNumber')?.trim().slice(0, 40) || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function toParams(filters: MyBugFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', 'holeTitle', 'holeNumber'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

const STATUS_COLOURS: Partial<Record<BugStatus, string>> = { verifying: 'gold', confirming: 'geekblue', appeal: 'orange', arbitrationing: 'purple', paying: 'cyan', paid: 'green', end: 'green', refuse: 'red', repeat: 'default', ignore: 'default' };

const detailPath = (item: BugListItem) => `/userCenter/bugPage/detail/${encodeURIComponent(item.id)}`;

/**
 * /userCenter/myBug (spec 001 §2, §4): a hacker's own reports (a company's: its projects'
 * reports past triage), filtered by status, title and number, 10 a page; a row opens the
 * report in the user centre.
 */
export default function MyBugsPage() {
  const { t, i18n } = useTranslation('bugSubmit');
  const locale = toLocale(i18n.language);
  useDocumentTitle(t('myBugs.title'));
  const navigate = useNavigate();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useMyBugs(filters, session.token);
  const [title, setTitle] = useState(filters.holeTitle ?? '');
  const [number, setNumber] = useState(filters.holeNumber ?? '');

  const change = (next: Partial<MyBugFilters>) => setParams(toParams({ ...filters, page: 1, ...next }));
  const search = (e: FormEvent) => {
    e.preventDefault();
    change({ holeTitle: title.trim() || undefined, holeNumber: number.trim() || undefined });
  };
  const reset = () => {
    setTitle('');
    setNumber('');
    setParams(new URLSearchParams());
  };

  const columns: TableColumnsType<BugListItem> = [
    { title: t('myBugs.columns.number'), key: 'number', render: (_, item) => <span className={styles.number}>{item.holenumber}</span> },
    {
      title: t('myBugs.columns.title'),
      key: 'title',
      render: (_, item) => (
        <Link to={detailPath(item)} onClick={(e) => e.stopPropagation()} data-testid="my-bug-link">
          {item.holetitle}
        </Link>
      ),
    },
    { title: t('myBugs.columns.project'), key: 'project', render: (_, item) => item.projectname },
    {
      title: t('myBugs.columns.status'),
      key: 'status',
      render: (_, item) => (
        <Tag color={STATUS_COLOURS[item.holestatus]} data-testid="my-bug-status">
          {bugStatusLabels[item.holestatus][locale]}
        </Tag>
      ),
    },
    {
      title: t('myBugs.columns.grade'),
      key: 'grade',
      render: (_, item) =>
        item.currentGrade ? (
          <span className={styles.level} style={item.currentGrade.color ? holeLevelTagStyle(item.currentGrade.color) : undefined} data-testid="my-bug-grade">
            {item.currentGrade.name}
          </span>
        ) : (
          <span className={styles.self} data-testid="my-bug-grade">
            {t('myBugs.selfGrade', { name: item.holeGradeName })}
          </span>
        ),
    },
    { title: t('myBugs.columns.time'), key: 'time', render: (_, item) => formatDateTime(item.createtime) },
    {
      title: t('myBugs.columns.operation'),
      key: 'open',
      render: (_, item) => (
        <Button size="small" onClick={() => void navigate(detailPath(item))}>
          {t('myBugs.view')}
        </Button>
      ),
    },
  ];

  return (
    <main className={`wl-container ${styles.page}`} data-testid="my-bugs">
      <div className={styles.head}>
        <h1 className={styles.title}>{t('myBugs.title')}</h1>
        <Typography.Text type="secondary">{session.usertype === 'company' ? t('myBugs.companyHint') : t('myBugs.hackerHint')}</Typography.Text>
      </div>
      <Card className={styles.filters}>
        <form role="search" className={styles.filterRow} onSubmit={search}>
          <Select
            aria-label={t('myBugs.filters.status')}
            className={styles.select}
            value={filters.status ?? ''}
            options={[{ value: '', label: t('myBugs.filters.all') }, ...MY_BUG_STATUS_OPTIONS.map((value) => ({ value, label: bugStatusLabels[value][locale] }))]}
            onChange={(v: string) => change({ status: (v || undefined) as FilterStatus | undefined })}
            data-testid="my-bugs-status"
          />
          <Input aria-label={t('myBugs.filters.title')} placeholder={t('myBugs.filters.title')} className={styles.input} value={title} maxLength={BUG_FIELD_LIMITS.holetitle} onChange={(e) => setTitle(e.target.value)} data-testid="my-bugs-title" />
          <Input aria-label={t('myBugs.filters.number')} placeholder={t('myBugs.filters.number')} className={styles.input} value={number} maxLength={40} onChange={(e) => setNumber(e.target.value)} data-testid="my-bugs-number" />
          <Button type="primary" htmlType="submit" data-testid="my-bugs-search">
            {t('myBugs.filters.search')}
          </Button>
          <Button onClick={reset}>{t('myBugs.filters.reset')}</Button>
        </form>
      </Card>
      <Table
        className={styles.table}
        data-testid="my-bug-list"
        columns={columns}
        dataSource={list.data?.data ?? []}
        rowKey="id"
        loading={list.isPending || list.isPlaceholderData}
        locale={{ emptyText: list.isError ? list.error.message : t('myBugs.empty') }}
        onRow={(item) => ({ onClick: () => void navigate(detailPath(item)), className: styles.row })}
        scroll={{ x: 900 }}
        pagination={{
          current: filters.page,
          pageSize: BUG_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setParams(toParams({ ...filters, page })),
          showTotal: (total) => t('myBugs.total', { count: total }),
        }}
      />
    </main>
  );
}
