import { App, Button, Descriptions, Drawer, Empty, Spin, Typography } from 'antd';
import { enumLabel, userRoleLabels, userStatusLabels } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { useEndUserSessions, useResetUserTotp, useUserDetail } from '../api/users';
import { formatDateTime } from '../components/format';
import { useAdminT } from '../i18n';
import { UserStatusTag } from './user-status-tag';
import { StaffPermissionsEditor } from './staff-permissions-editor';
import { useAdminMe } from '../api/use-admin-me';

/** One account in full: contact details unmasked, sessions, two-step sign-in, and why it is disabled. */
export function UserDetailDrawer({ id, meId, onClose }: { id: string | null; meId: string | undefined; onClose: () => void }) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const { modal } = App.useApp();
  const detail = useUserDetail(id);
  const resetTotp = useResetUserTotp(t('users.resetTotpOk'));
  const endSessions = useEndUserSessions(t('users.endSessionsOk'));
  const user = detail.data;
  const staffAdmin = useAdminMe().data?.permissions.includes('staffAdministration') ?? false;

  return (
    <Drawer open={id !== null} onClose={onClose} size={640} title={id !== null ? t('users.detailTitle', { id }) : ''} destroyOnHidden>
      {detail.isPending && id !== null && <Spin />}
      {detail.isError && <Empty description={detail.error.message || t('loadFailed')} />}
      {user && (
        <>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'nickname', label: t('users.nickname'), children: user.nickname },
              { key: 'usertype', label: t('users.usertype'), children: enumLabel(userRoleLabels, user.role === 'staff' ? 'staff' : (user.usertype ?? 'hacker'), locale) },
              { key: 'status', label: t('users.status'), children: <UserStatusTag status={user.status} /> },
              { key: 'phone', label: t('users.phone'), children: user.phone ?? '—' },
              { key: 'email', label: t('users.email'), children: user.email ?? '—' },
              { key: 'region', label: t('users.region'), children: [user.country, user.province, user.city].filter(Boolean).join(' / ') || '—' },
              { key: 'birthday', label: t('users.birthday'), children: user.birthday ?? '—' },
              { key: 'sessions', label: t('users.liveSessions'), children: user.liveSessions },
              { key: 'totp', label: t('users.totp'), children: user.totpEnabled ? t('users.totpOn') : t('users.totpOff') },
              { key: 'createdAt', label: t('users.createdAt'), children: formatDateTime(user.createdAt) },
              { key: 'updatedAt', label: t('users.updatedAt'), children: formatDateTime(user.updatedAt) },
            ]}
          />
          {user.liveSessions > 0 && user.id !== meId && (user.role !== 'staff' || staffAdmin) && (
            <Button
              style={{ marginTop: 16 }}
              loading={endSessions.isPending}
              data-testid="end-sessions"
              onClick={() =>
                modal.confirm({
                  title: t('users.endSessions'),
                  content: t('users.endSessionsConfirm', { count: user.liveSessions }),
                  okText: t('common.confirm'),
                  cancelText: t('common.cancel'),
                  okButtonProps: { danger: true },
                  onOk: () => endSessions.mutateAsync(user.id),
                })
              }
            >
              {t('users.endSessions')}
            </Button>
          )}
          {user.disablement && (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t('users.disablement.title')}
              </Typography.Title>
              <Descriptions
                column={1}
                size="small"
                bordered
                items={[
                  { key: 'reason', label: t('users.disablement.reason'), children: user.disablement.reason },
                  { key: 'by', label: t('users.disablement.by'), children: user.disablement.disabledByNickname ?? user.disablement.disabledBy ?? '—' },
                  { key: 'at', label: t('users.disablement.at'), children: formatDateTime(user.disablement.disabledAt) },
                  { key: 'previous', label: t('users.disablement.previousStatus'), children: enumLabel(userStatusLabels, user.disablement.previousStatus, locale) },
                ]}
              />
            </>
          )}
          {user.role === 'staff' && (
            <StaffPermissionsEditor key={user.permissions.join()} id={user.id} permissions={user.permissions} editable={staffAdmin && user.id !== meId} />
          )}
          {user.role === 'staff' && user.totpEnabled && user.id !== meId && staffAdmin && (
            <Button
              danger
              style={{ marginTop: 24 }}
              loading={resetTotp.isPending}
              onClick={() =>
                modal.confirm({
                  title: t('users.resetTotp'),
                  content: t('users.resetTotpConfirm'),
                  okText: t('common.confirm'),
                  cancelText: t('common.cancel'),
                  okButtonProps: { danger: true },
                  onOk: () => resetTotp.mutateAsync(user.id),
                })
              }
            >
              {t('users.resetTotp')}
            </Button>
          )}
        </>
      )}
    </Drawer>
  );
}
