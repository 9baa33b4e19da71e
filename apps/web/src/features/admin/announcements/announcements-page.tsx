import { useState } from 'react';
import { App, Button, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { AdminAnnouncementSummary } from '@wardline/contract';
import { useAnnouncementList, useDeleteAnnouncement } from '../api/announcements';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { AnnouncementEditor } from './announcement-editor';

/** /admin/announcements: every announcement and activity, drafts included; create, edit, delete. */
export default function AnnouncementsPage() {
  const { t, i18n } = useAdminT();
  const { modal } = App.useApp();
  const [params, setParams] = useListParams(['type', 'published', 'keyword'] as const);
  const list = useAnnouncementList(params);
  const remove = useDeleteAnnouncement(t('common.deletedOk'));
  /** The public id of the announcement being edited, 'new' for a new one, null when the editor is closed. */
  const [editing, setEditing] = useState<string | null>(null);

  const columns: TableColumnsType<AdminAnnouncementSummary> = [
    { title: t('announcements.type'), dataIndex: 'type', width: 90, render: (type: 1 | 2) => t(`announcements.typeName.${type}`) },
    {
      title: t('announcements.titleColumn'),
      key: 'title',
      render: (_, row) => (i18n.language === 'en' && row.titleEn ? row.titleEn : row.titleZh),
    },
    {
      title: t('announcements.published'),
      key: 'state',
      width: 150,
      render: (_, row) => (
        <Space size={4}>
          <Tag color={row.published ? 'green' : 'default'}>{row.published ? t('announcements.publishedOn') : t('announcements.draft')}</Tag>
          {row.popup && <Tag color="blue">{t('announcements.popup')}</Tag>}
        </Space>
      ),
    },
    { title: t('announcements.publishedAt'), dataIndex: 'publishedAt', width: 150, render: formatDateTime },
    { title: t('announcements.updatedAt'), dataIndex: 'updatedAt', width: 150, render: formatDateTime },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(row.id)}>
            {t('common.edit')}
          </Button>
          <Button
            type="link"
            danger
            onClick={() =>
              modal.confirm({
                title: t('common.delete'),
                content: t('common.deleteConfirm'),
                okText: t('common.delete'),
                okButtonProps: { danger: true },
                cancelText: t('common.cancel'),
                onOk: () => remove.mutateAsync(row.id),
              })
            }
          >
            {t('common.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('announcements.title')}
      extra={
        <Button type="primary" onClick={() => setEditing('new')} data-testid="announcement-new">
          {t('announcements.new')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={params.keyword}
          placeholder={t('announcements.keyword')}
          aria-label={t('announcements.keyword')}
          maxLength={100}
          onSearch={(keyword) => setParams({ keyword: keyword.trim() })}
          style={{ width: 260 }}
        />
        <Select
          allowClear
          placeholder={t('announcements.type')}
          aria-label={t('announcements.type')}
          value={params.type}
          onChange={(type?: string) => setParams({ type })}
          options={[
            { value: '2', label: t('announcements.typeName.2') },
            { value: '1', label: t('announcements.typeName.1') },
          ]}
          style={{ width: 140 }}
        />
        <Select
          allowClear
          placeholder={t('announcements.published')}
          aria-label={t('announcements.published')}
          value={params.published}
          onChange={(published?: string) => setParams({ published })}
          options={[
            { value: 'true', label: t('announcements.publishedOn') },
            { value: 'false', label: t('announcements.draft') },
          ]}
          style={{ width: 140 }}
        />
      </Space>
      <Table<AdminAnnouncementSummary>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        scroll={{ x: 900 }}
        pagination={{
          current: params.page,
          pageSize: params.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('common.total', { count }),
          onChange: (page, size) => setParams({ page, size }),
        }}
      />
      <AnnouncementEditor id={editing} onClose={() => setEditing(null)} />
    </AdminPage>
  );
}
