import { Alert, App, Avatar, Badge, Button, Card, Modal, Popconfirm, Skeleton, Space, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { personLevelLabels, TEAM_MEMBER_TYPES, type PersonLevel, type TeamMember } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { toLocale } from '@/lib/form-rules';
import { safeImageSrc } from '@/lib/safe-url';
import { useAppointCaptain, useEditTeam, useLeaveTeam, useMyTeam } from '../api/teams';
import { TeamFormDialog } from '../components/team-form-dialog';
import { formatDay } from '../format';
import { ActivityDialog } from './activity-dialog';
import { ReviewDialog } from './review-dialog';
import styles from './my-team.module.css';

const HALL = '/hackerservice/hacker-team';

/**
 * /userCenter/myTeam (spec 001 §2): the team header with its rank and points, the member
 * table, the activity dialog; for captains the application review (with applyCount), editing
 * and naming captains; leaving with the spec's confirm, then back to the team hall.
 */
export default function MyTeamPage() {
  const { t, i18n } = useTranslation('teams');
  useDocumentTitle(t('mine.title'));
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const team = useMyTeam();
  const leave = useLeaveTeam();
  const edit = useEditTeam();
  const appoint = useAppointCaptain();
  const [dialog, setDialog] = useState<'activity' | 'review' | 'edit' | null>(null);

  const data = team.data;
  // Outside a team there is nothing here: the hall is where one joins.
  useEffect(() => {
    if (team.isSuccess && data === null) void navigate(HALL, { replace: true });
  }, [team.isSuccess, data, navigate]);

  const fail = (error: unknown) => void message.error(error instanceof ApiError ? error.message : t('hall.loadFailed'));
  const confirmQuit = () =>
    Modal.confirm({
      title: t('mine.quit'),
      content: t('mine.quitConfirm'),
      okButtonProps: { danger: true, 'data-testid': 'team-quit-ok' } as { danger: boolean },
      onOk: async () => {
        try {
          await leave.mutateAsync(undefined);
          void message.success(t('toast.quit'));
          void navigate(HALL);
        } catch (error) {
          fail(error);
        }
      },
    });

  if (team.isError) return <Alert className="wl-container" type="error" showIcon message={t('hall.loadFailed')} />;
  if (!data) return <Skeleton className="wl-container" active />;

  const columns: TableColumnsType<TeamMember> = [
    {
      title: t('mine.columns.member'),
      key: 'member',
      render: (_, m) => {
        const src = safeImageSrc(m.logo);
        return (
          <span className={styles.member}>
            <Avatar src={src} alt={m.nickname}>
              {src ? null : m.nickname.slice(0, 1).toUpperCase()}
            </Avatar>
            <span data-testid="team-member-name">{m.nickname}</span>
          </span>
        );
      },
    },
    {
      title: t('mine.columns.type'),
      key: 'type',
      render: (_, m) => (m.type === TEAM_MEMBER_TYPES.leader ? <Tag color="gold">{t('mine.types.captain')}</Tag> : <Tag>{t('mine.types.member')}</Tag>),
    },
    { title: t('mine.columns.level'), key: 'level', render: (_, m) => personLevelLabels[m.level as PersonLevel]?.[locale] ?? m.level },
    { title: t('mine.columns.points'), key: 'points', align: 'right', render: (_, m) => m.rank },
    { title: t('mine.columns.joinTime'), key: 'joinTime', render: (_, m) => formatDay(m.joinTime) },
    ...(data.captain
      ? [
          {
            title: t('mine.columns.actions'),
            key: 'actions',
            render: (_: unknown, m: TeamMember) =>
              m.type === TEAM_MEMBER_TYPES.leader ? null : (
                <Popconfirm title={t('mine.appointConfirm', { name: m.nickname })} onConfirm={() => appoint.mutateAsync(m.userId).then(() => message.success(t('toast.saved'))).catch(fail)}>
                  <Button size="small" data-testid="team-appoint">
                    {t('mine.appoint')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];

  const logo = safeImageSrc(data.logo);
  return (
    <main className={`wl-container ${styles.page}`} data-testid="my-team">
      <Card>
        <div className={styles.header}>
          {logo ? <img className={styles.logo} src={logo} alt="" /> : <span className={styles.logo} aria-hidden="true" />}
          <div className={styles.who}>
            <h1 className={styles.title} data-testid="my-team-name">
              {data.name}
            </h1>
            <p className={styles.desc}>{data.desc}</p>
            <Typography.Text type="secondary">{t('mine.captain', { name: data.captainName })}</Typography.Text>
          </div>
          <div className={styles.stats}>
            <Statistic title={t('mine.ranking')} value={data.ranking ?? t('mine.unranked')} />
            <Statistic title={t('mine.points')} value={data.rank} />
          </div>
        </div>
        <Space wrap className={styles.actions}>
          <Button onClick={() => setDialog('activity')} data-testid="team-activity-open">
            {t('mine.activity')}
          </Button>
          {data.captain && (
            <Badge count={data.applyCount} size="small">
              <Button onClick={() => setDialog('review')} data-testid="team-review-open">
                {t('mine.review')}
              </Button>
            </Badge>
          )}
          {data.captain && (
            <Button onClick={() => setDialog('edit')} data-testid="team-edit-open">
              {t('mine.edit')}
            </Button>
          )}
          <Button danger onClick={confirmQuit} data-testid="team-quit">
            {t('mine.quit')}
          </Button>
        </Space>
        <h2 className="wl-sr-only">{t('mine.members')}</h2>
        <Table rowKey="userId" columns={columns} dataSource={data.members} pagination={false} scroll={{ x: 640 }} data-testid="team-members" />
      </Card>
      <ActivityDialog open={dialog === 'activity'} onClose={() => setDialog(null)} />
      <ReviewDialog open={dialog === 'review'} count={data.applyCount} onClose={() => setDialog(null)} />
      <TeamFormDialog
        open={dialog === 'edit'}
        mode="edit"
        initial={{ name: data.name, desc: data.desc, logo: data.logo }}
        onClose={() => setDialog(null)}
        onSubmit={async (body) => {
          await edit.mutateAsync(body);
          void message.success(t('toast.saved'));
          setDialog(null);
        }}
      />
    </main>
  );
}
