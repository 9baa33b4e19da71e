import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_TYPES } from '@wardline/contract';
import styles from './announcements.module.css';

export type TabKey = 'all' | `${(typeof ANNOUNCEMENT_TYPES)[keyof typeof ANNOUNCEMENT_TYPES]}`;

const TABS: readonly { key: TabKey; label: 'tabs.all' | 'tabs.announcement' | 'tabs.activity' }[] = [
  { key: 'all', label: 'tabs.all' },
  { key: `${ANNOUNCEMENT_TYPES.announcement}`, label: 'tabs.announcement' },
  { key: `${ANNOUNCEMENT_TYPES.activity}`, label: 'tabs.activity' },
];

/** All, announcements, events: WAI-ARIA tabs over the list (arrow keys, Home and End move), plain markup. */
export function TypeTabs({ active, panelId, onChange }: { active: TabKey; panelId: string; onChange: (tab: TabKey) => void }) {
  const { t } = useTranslation('announcements');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = TABS.findIndex((tab) => tab.key === active);

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = (moves[e.key]! + TABS.length) % TABS.length;
    onChange(TABS[next]!.key);
    buttons.current[next]?.focus();
  };

  return (
    <div role="tablist" className={styles.tabs} onKeyDown={onKeyDown}>
      {TABS.map((tab, i) => (
        <button
          key={tab.key}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          aria-controls={panelId}
          tabIndex={tab.key === active ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.key)}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}
