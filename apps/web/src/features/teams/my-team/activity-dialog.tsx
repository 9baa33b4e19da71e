import { Modal, Tabs } from 'antd';
import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format';
import { useTeamActivity } from '../api/teams';
import styles from './my-team.module.css';

function ActivityList({ kind, open }: { kind: 'points' | 'members'; open: boolean }) {
  const { t } = useTranslation('teams');
  const activity = useTeamActivity(kind, open);
  const entries = activity.data?.pages.flatMap((page) => page.list) ?? [];
  // Paging by scroll (spec 001 §2): the next 10 once the list is scrolled near its end.
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const box = e.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight < 40 && activity.hasNextPage && !activity.isFetchingNextPage) void activity.fetchNextPage();
  };
  return (
    <div className={styles.scroll} onScroll={onScroll} tabIndex={0} aria-label={t(kind === 'points' ? 'activity.points' : 'activity.members')} data-testid={`team-activity-${kind}`}>
      {entries.map((entry, i) => (
        <div key={`${entry.time}-${i}`} className={styles.entry}>
          <span>
            <strong>{entry.userName}</strong> {entry.content}
          </span>
          <span className={styles.time}>{formatDateTime(entry.time)}</span>
        </div>
      ))}
      <p className={styles.foot}>
        {activity.isFetching ? t('activity.loading') : entries.length === 0 ? t('activity.empty') : activity.hasNextPage ? '' : t('activity.end')}
      </p>
    </div>
  );
}

/** The team activity dialog: the points members earned for the team and who joined or left, 10 at a time as it scrolls. */
export function ActivityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const [tab, setTab] = useState<'points' | 'members'>('points');
  return (
    <Modal open={open} title={t('activity.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'points' | 'members')}
        items={[
          { key: 'points', label: t('activity.points'), children: <ActivityList kind="points" open={open && tab === 'points'} /> },
          { key: 'members', label: t('activity.members'), children: <ActivityList kind="members" open={open && tab === 'members'} /> },
        ]}
      />
    </Modal>
  );
}
