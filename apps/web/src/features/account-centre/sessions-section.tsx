import { App, Button, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { AccountSession } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { useAccountSessions, useEndOtherSessions, useEndSession } from './api/sessions';
import { useAccountCentreT } from './i18n';

/** How long an unused session lives; the server's SESSION_IDLE_MINUTES default, said to the user. */
const IDLE_MINUTES = 120;

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/**
 * The security tab's sessions (issue 12 item 15): every device signed in to the account,
 * "this session" marked, each other one ended on its own or all at once.
 */
export function SessionsSection() {
  const { t } = useAccountCentreT();
  const { message, modal } = App.useApp();
  const sessions = useAccountSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const rows = sessions.data ?? [];
  const others = rows.filter((s) => !s.current).length;
  const failed = (error: unknown) => void message.error(error instanceof ApiError && error.message ? error.message : t('sessions.failed'));

  const confirmEnd = (row: AccountSession) =>
    modal.confirm({
      title: t('sessions.end'),
      content: t('sessions.endConfirm', { device: row.device }),
      okText: t('sessions.confirm'),
      cancelText: t('sessions.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        endOne
          .mutateAsync(row.id)
          .then(() => void message.success(t('sessions.ended')))
          .catch(failed),
    });

  const confirmEndOthers = () =>
    modal.confirm({
      title: t('sessions.endOthers'),
      content: t('sessions.endOthersConfirm'),
      okText: t('sessions.confirm'),
      cancelText: t('sessions.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        endOthers
          .mutateAsync()
          .then(({ ended }) => void message.success(t('sessions.othersEnded', { count: ended })))
          .catch(failed),
    });

  return (
    <section aria-labelledby="account-sessions-title">
      <Typography.Title level={3} id="account-sessions-title">
        {t('sessions.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('sessions.intro', { minutes: IDLE_MINUTES })}</Typography.Paragraph>
      <Table<AccountSession>
        rowKey="id"
        size="middle"
        loading={sessions.isPending}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: sessions.isError ? t('sessions.failed') : t('sessions.none') }}
        data-testid="account-sessions"
        columns={[
          {
            key: 'device',
            title: t('sessions.device'),
            render: (_, row) => (
              <Space>
                <span>{row.device}</span>
                {row.current && <Tag color="blue">{t('sessions.current')}</Tag>}
              </Space>
            ),
          },
          { key: 'address', title: t('sessions.address'), dataIndex: 'clientIp' },
          { key: 'createdAt', title: t('sessions.createdAt'), render: (_, row) => when(row.createdAt) },
          { key: 'lastActiveAt', title: t('sessions.lastActiveAt'), render: (_, row) => when(row.lastActiveAt) },
          {
            key: 'actions',
            title: '',
            render: (_, row) =>
              row.current ? null : (
                <Button type="link" danger onClick={() => confirmEnd(row)} data-testid={`end-session-${row.id}`}>
                  {t('sessions.end')}
                </Button>
              ),
          },
        ]}
      />
      <Button danger style={{ marginTop: 16 }} disabled={others === 0} loading={endOthers.isPending} onClick={confirmEndOthers} data-testid="end-other-sessions">
        {t('sessions.endOthers')}
      </Button>
    </section>
  );
}
