import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES } from '@wardline/contract';
import { TabList } from '@/components/tab-list/tab-list';
import styles from './announcements.module.css';

export type TabKey = 'all' | `${(typeof ANNOUNCEMENT_TYPES)[keyof typeof ANNOUNCEMENT_TYPES]}`;

/** All, announcements, events: tabs over the list, in plain markup. */
export function TypeTabs({ active, panelId, onChange }: { active: TabKey; panelId: string; onChange: (tab: TabKey) => void }) {
  const { t } = useTranslation('announcements');
  const tabs: { key: TabKey; label: string }[] = [
    { key: 'all', label: t('tabs.all') },
    { key: `${ANNOUNCEMENT_TYPES.announcement}`, label: t('tabs.announcement') },
    { key: `${ANNOUNCEMENT_TYPES.activity}`, label: t('tabs.activity') },
  ];
  return <TabList tabs={tabs} active={active} onChange={onChange} panelId={panelId} className={styles.tabs} tabClassName={styles.tab} />;
}
