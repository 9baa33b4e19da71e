import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type Tab<K extends string> = { key: K; label: ReactNode };

type TabListProps<K extends string> = {
  tabs: readonly Tab<K>[];
  active: K;
  onChange: (key: K) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
  /** When given, each tab gets the id `${idPrefix}-tab-${key}` (for the panel's aria-labelledby). */
  idPrefix?: string;
  className?: string;
  tabClassName?: string;
};

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * WAI-ARIA tabs in plain markup: one tab in the tab order, arrow keys, Home and End move
 * to another and select it. The caller renders the panel (`role="tabpanel"`, `panelId`).
 */
export function TabList<K extends string>({ tabs, active, onChange, panelId, idPrefix, className, tabClassName }: TabListProps<K>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, tabs.findIndex((tab) => tab.key === active));

  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(index, tabs.length);
    onChange(tabs[next]!.key);
    buttons.current[next]?.focus();
  };

  return (
    <div role="tablist" className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          role="tab"
          id={idPrefix ? `${idPrefix}-tab-${tab.key}` : undefined}
          aria-selected={tab.key === active}
          aria-controls={panelId}
          tabIndex={tab.key === active ? 0 : -1}
          className={tabClassName}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
