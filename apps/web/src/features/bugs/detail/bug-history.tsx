import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { bugStatusLabels, type BugHistoryEntry } from '@wardline/contract';
import { formatMinute, useLabels } from './format';
import styles from './detail.module.css';

/** Every move of the report, oldest first: who (as a party, never a staff member's name), when, from, to, and why. */
export function BugHistory({ history }: { history: BugHistoryEntry[] }) {
  const { t } = useTranslation('bugs');
  const { label } = useLabels();
  return (
    <section className={styles.card} aria-labelledby="bug-history-title">
      <h2 id="bug-history-title" className={styles.sectionTitle}>
        {t('detail.sections.history')}
      </h2>
      {history.length === 0 ? (
        <p className={styles.hint}>{t('history.empty')}</p>
      ) : (
        <Timeline
          data-testid="bug-history"
          items={history.map((entry, i) => ({
            key: `${entry.at}-${i}`,
            content: (
              <div data-testid="history-entry">
                <div className={styles.meta}>
                  <span>{formatMinute(entry.at)}</span>
                  <span data-testid="history-by">{t(`history.by.${entry.by}`)}</span>
                  <span data-testid="history-move">
                    {label(bugStatusLabels, entry.from)} → {label(bugStatusLabels, entry.to)}
                  </span>
                </div>
                {entry.reason && (
                  <p className={styles.text} data-testid="history-reason">
                    {entry.reason}
                  </p>
                )}
              </div>
            ),
          }))}
        />
      )}
    </section>
  );
}
