import { Alert, Avatar, Card, Empty, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LEADERBOARD_TOP, personLevelLabels, type Locale, type PersonalRankRow, type PersonLevel, type TeamRankRow } from '@wardline/contract';
import { TabList } from '@/components/tab-list/tab-list';
import { useDocumentTitle } from '@/lib/document-title';
import { safeImageSrc } from '@/lib/safe-url';
import { usePersonalBoard, useTeamBoard } from '../api/leaderboards';
import { periodBody, readPeriod, writePeriod, type BoardPeriod, type BoardTab } from './board-period';
import { PeriodPicker } from './period-picker';
import styles from './leaderboard.module.css';

function Medal({ ranking }: { ranking: number }) {
  const tier = ranking <= 3 ? styles[`medal${ranking}`] : '';
  return <span className={`${styles.medal} ${tier}`}>{ranking}</span>;
}

function Face({ name, src, label }: { name: string; src: string | null; label: string }) {
  const image = safeImageSrc(src);
  return (
    <Avatar size={32} src={image} alt={label}>
      {image ? null : name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

function PersonalBoard({ period }: { period: BoardPeriod }) {
  const { t, i18n } = useTranslation('reputation');
  const locale = (i18n.language === 'en' ? 'en' : 'zh') as Locale;
  const board = usePersonalBoard({ ...periodBody(period), page: 1, size: LEADERBOARD_TOP });
  const columns: TableColumnsType<PersonalRankRow> = [
    { title: t('columns.ranking'), key: 'ranking', width: 80, render: (_, row) => <Medal ranking={row.ranking} /> },
    {
      title: t('columns.nickname'),
      key: 'who',
      render: (_, row) => (
        <span className={styles.who}>
          <Face name={row.nickname} src={row.personcard} label={t('avatarOf', { name: row.nickname })} />
          <span data-testid="board-nickname">{row.nickname}</span>
        </span>
      ),
    },
    { title: t('columns.level'), key: 'level', render: (_, row) => (row.level >= 0 ? <Tag color="blue">{personLevelLabels[row.level as PersonLevel]?.[locale] ?? row.level}</Tag> : t('none')) },
    { title: t('columns.points'), key: 'points', align: 'right', render: (_, row) => <strong data-testid="board-points">{row.rank}</strong> },
    { title: t('columns.team'), key: 'team', render: (_, row) => row.team ?? t('noTeam') },
    {
      title: t('columns.achievements'),
      key: 'achievements',
      render: (_, row) =>
        row.achievementList.length === 0 ? (
          <Typography.Text type="secondary">{t('none')}</Typography.Text>
        ) : (
          <span className={styles.badges} data-testid="board-achievements">
            {row.achievementList.map((a) => (
              <Tooltip key={a.title} title={`${a.title}：${a.content}`}>
                {safeImageSrc(a.logo) ? <img className={styles.badge} src={safeImageSrc(a.logo)} alt={a.title} /> : <Tag color="gold">{a.title}</Tag>}
              </Tooltip>
            ))}
          </span>
        ),
    },
  ];
  const mine = board.data?.mine;
  return (
    <>
      {board.isError && <Alert type="error" showIcon message={t('loadFailed')} />}
      <Table
        rowKey="userId"
        columns={columns}
        dataSource={board.data?.data ?? []}
        loading={board.isFetching}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        data-testid="personal-board"
      />
      {mine && mine.ranking > LEADERBOARD_TOP && (
        <Card size="small" className={styles.mine} data-testid="my-rank">
          <strong>{t('mine')}</strong>：{t('mineRow', { ranking: mine.ranking, points: mine.rank })}
        </Card>
      )}
    </>
  );
}

function TeamBoard({ period }: { period: BoardPeriod }) {
  const { t } = useTranslation('reputation');
  const board = useTeamBoard(periodBody(period));
  const columns: TableColumnsType<TeamRankRow> = [
    { title: t('columns.ranking'), key: 'index', width: 80, render: (_, row) => <Medal ranking={row.index} /> },
    {
      title: t('columns.name'),
      key: 'name',
      render: (_, row) => (
        <span className={styles.who}>
          <Face name={row.name} src={row.logo} label={t('logoOf', { name: row.name })} />
          <span data-testid="board-team-name">{row.name}</span>
        </span>
      ),
    },
    { title: t('columns.members'), key: 'members', align: 'right', render: (_, row) => row.teamMemberCount },
    { title: t('columns.points'), key: 'points', align: 'right', render: (_, row) => <strong data-testid="board-team-points">{row.rank}</strong> },
  ];
  const mine = board.data?.mine;
  return (
    <>
      {board.isError && <Alert type="error" showIcon message={t('loadFailed')} />}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={board.data?.data ?? []}
        loading={board.isFetching}
        pagination={false}
        scroll={{ x: 520 }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        data-testid="team-board"
      />
      {mine && mine.index > LEADERBOARD_TOP && (
        <Card size="small" className={styles.mine} data-testid="my-team-rank">
          <strong>{t('myTeam')}</strong>：{t('mineRow', { ranking: mine.index, points: mine.rank })}
        </Card>
      )}
    </>
  );
}

/**
 * /hackerservice/leaderboard (spec 001 §2): personal and team tabs, the top 10 of all time or
 * of a month, quarter or year (China time) with the spec's pickers, the signed-in hacker's
 * own place below when it is not among them. Tab and period live in the address.
 */
export default function LeaderboardPage() {
  const { t } = useTranslation('reputation');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const nowMs = useMemo(() => Date.now(), []);
  const { tab, period } = readPeriod(params, nowMs);
  const change = (nextTab: BoardTab, nextPeriod: BoardPeriod) => setParams(writePeriod(nextTab, nextPeriod), { replace: true });
  const tabs = [
    { key: 'personal' as const, label: t('tabs.personal') },
    { key: 'team' as const, label: t('tabs.team') },
  ];
  return (
    <main className={`wl-container ${styles.page}`} data-testid="leaderboard">
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        </div>
        <Tag>{t('top', { count: LEADERBOARD_TOP })}</Tag>
      </div>
      <TabList tabs={tabs} active={tab} onChange={(key) => change(key, period)} panelId="leaderboard-panel" idPrefix="leaderboard" className={styles.tabs} tabClassName={styles.tab} />
      <section id="leaderboard-panel" role="tabpanel" aria-labelledby={`leaderboard-tab-${tab}`}>
        <div className={styles.toolbar}>
          <PeriodPicker value={period} onChange={(next) => change(tab, next)} nowMs={nowMs} />
        </div>
        {tab === 'personal' ? <PersonalBoard period={period} /> : <TeamBoard period={period} />}
      </section>
    </main>
  );
}
