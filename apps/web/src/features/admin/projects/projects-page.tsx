import { useState } from 'react';
import { Button, Input, Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import { enumLabel, PROJECT_STATES, projectStateLabels, projectTypeLabels, type ProjectState } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { useProjectList } from '../api/projects';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { ProjectReviewDrawer } from './project-review-drawer';

type Row = NonNullable<ReturnType<typeof useProjectList>['data']>['data'][number];

/**
 * /admin/projects: the audit queue (unaudited, oldest first) and every other state as its
 * history (newest first); the drawer shows what the company entered and decides.
 */
export default function ProjectsPage() {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const [params, setParams] = useListParams(['state', 'search'] as const);
  const state = (params.state ?? 'unaudited') as ProjectState;
  const list = useProjectList(params);
  const [reviewing, setReviewing] = useState<string | null>(null);

  const columns: TableColumnsType<Row> = [
    { title: t('projects.name'), dataIndex: 'projectname' },
    { title: t('projects.type'), dataIndex: 'projectype', width: 150, render: (v: Row['projectype']) => enumLabel(projectTypeLabels, v, locale) },
    { title: t('projects.company'), dataIndex: 'companyname' },
    { title: t('projects.pool'), dataIndex: 'rewardpool', width: 130 },
    { title: t('projects.period'), key: 'period', width: 300, render: (_, row) => `${formatDateTime(row.startime)} – ${formatDateTime(row.endtime)}` },
    { title: t('projects.submittedAt'), dataIndex: 'submittedAt', width: 150, render: formatDateTime },
    { title: t('projects.state'), dataIndex: 'states', width: 110, render: (v: ProjectState) => <Tag>{enumLabel(projectStateLabels, v, locale)}</Tag> },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button type="link" onClick={() => setReviewing(row.id)} data-testid={`review-project-${row.id}`}>
          {row.states === 'unaudited' ? t('projects.review') : t('projects.view')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('projects.title')}
      intro={t('projects.intro')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            defaultValue={params.search}
            placeholder={t('projects.search')}
            aria-label={t('projects.search')}
            onSearch={(search) => setParams({ search: search.trim() || undefined })}
            style={{ width: 240 }}
          />
        </Space>
      }
    >
      <Segmented
        value={state}
        onChange={(next) => setParams({ state: next === 'unaudited' ? undefined : String(next) })}
        options={PROJECT_STATES.map((value) => ({ value, label: t(`projects.tabs.${value}`) }))}
        style={{ marginBottom: 16 }}
        data-testid="project-state-tabs"
      />
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: list.isError ? list.error.message : t('projects.empty') }}
        scroll={{ x: 1100 }}
        pagination={{
          current: params.page,
          pageSize: params.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('common.total', { count }),
          onChange: (page, size) => setParams({ page, size }),
        }}
      />
      <ProjectReviewDrawer id={reviewing} onClose={() => setReviewing(null)} />
    </AdminPage>
  );
}
