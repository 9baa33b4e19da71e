import { useState } from 'react';
import { App, Button, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { enumLabel, USER_ROLES, USER_STATUSES, userRoleLabels, userStatusLabels, type AdminUserSummary } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { useDisableUser, useEnableUser, useUserList } from '../api/users';
import { useAdminMe } from '../api/use-admin-me';
import { AdminPage } from '../components/admin-page';
import { ReasonDialog } from '../components/reason-dialog';
import { formatDateTime } from '../components/format';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';
import { UserDetailDrawer } from './user-detail-drawer';
import { UserStatusTag } from './user-status-tag';

/** /admin/users: search by phone, email or nickname; filter by identity and status; disable and enable. */
export default function UsersPage() {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const { modal, message } = App.useApp();
  const me = useAdminMe().data;
  const [params, setParams] = useListParams(['keyword', 'usertype', 'status'] as const);
  const list = useUserList(params);
  const [viewing, setViewing] = useState<string | null>(null);
  const [disabling, setDisabling] = useState<AdminUserSummary | null>(null);
  const disable = useDisableUser();
  const enable = useEnableUser(t('users.enabledOk'));

  const kindLabel = (row: AdminUserSummary) => (row.role === 'staff' ? enumLabel(userRoleLabels, 'staff', locale) : row.usertype ? enumLabel(userRoleLabels, row.usertype, locale) : '—');

  const columns: TableColumnsType<AdminUserSummary> = [
    { title: t('common.id'), dataIndex: 'id', width: 80 },
    {
      title: t('users.nickname'),
      dataIndex: 'nickname',
      render: (name: string, row) => (
        <Space size={4}>
          {name}
          {row.id === me?.id && <Tag>{t('users.you')}</Tag>}
        </Space>
      ),
    },
    { title: t('users.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
    { title: t('users.email'), dataIndex: 'email', render: (v: string | null) => v ?? '—' },
    { title: t('users.usertype'), key: 'usertype', render: (_, row) => kindLabel(row) },
    { title: t('users.status'), dataIndex: 'status', render: (s: AdminUserSummary['status']) => <UserStatusTag status={s} /> },
    { title: t('users.createdAt'), dataIndex: 'createdAt', width: 150, render: formatDateTime },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" onClick={() => setViewing(row.id)}>
            {t('common.detail')}
          </Button>
          {row.status === 'foriben' ? (
            <Button
              type="link"
              onClick={() =>
                modal.confirm({
                  title: t('users.enable'),
                  content: t('users.enableConfirm', { name: row.nickname }),
                  okText: t('users.enable'),
                  cancelText: t('common.cancel'),
                  onOk: () => enable.mutateAsync(row.id),
                })
              }
              data-testid={`enable-${row.id}`}
            >
              {t('users.enable')}
            </Button>
          ) : (
            row.id !== me?.id && (
              <Button type="link" danger onClick={() => setDisabling(row)} data-testid={`disable-${row.id}`}>
                {t('users.disable')}
              </Button>
            )
          )}
        </Space>
      ),
    },
  ];

  return (
    <AdminPage title={t('users.title')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={params.keyword}
          placeholder={t('users.keywordPlaceholder')}
          aria-label={t('users.keyword')}
          enterButton={t('common.search')}
          maxLength={100}
          onSearch={(keyword) => setParams({ keyword: keyword.trim() })}
          style={{ width: 320 }}
          data-testid="user-search"
        />
        <Select
          allowClear
          placeholder={t('users.usertype')}
          aria-label={t('users.usertype')}
          value={params.usertype}
          onChange={(usertype?: string) => setParams({ usertype })}
          options={USER_ROLES.map((role) => ({ value: role, label: enumLabel(userRoleLabels, role, locale) }))}
          style={{ width: 140 }}
        />
        <Select
          allowClear
          placeholder={t('users.status')}
          aria-label={t('users.status')}
          value={params.status}
          onChange={(status?: string) => setParams({ status })}
          options={USER_STATUSES.map((status) => ({ value: status, label: enumLabel(userStatusLabels, status, locale) }))}
          style={{ width: 200 }}
          popupMatchSelectWidth={false}
        />
      </Space>
      <Table<AdminUserSummary>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        scroll={{ x: 960 }}
        pagination={{
          current: params.page,
          pageSize: params.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('common.total', { count }),
          onChange: (page, size) => setParams({ page, size }),
        }}
      />
      <UserDetailDrawer id={viewing} meId={me?.id} onClose={() => setViewing(null)} />
      <ReasonDialog
        open={disabling !== null}
        title={t('reasonDialog.disableTitle', { name: disabling?.nickname ?? '' })}
        hint={t('reasonDialog.disableHint')}
        okText={t('users.disable')}
        onClose={() => setDisabling(null)}
        onSubmit={async (reason) => {
          const result = await disable.mutateAsync({ id: disabling!.id, reason });
          void message.success(t('users.disabledOk', { count: result.revokedSessions }));
        }}
      />
    </AdminPage>
  );
}
