import type { TFunction } from 'i18next';
import { useAdminT } from '../i18n';
import styles from './bugs.module.css';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A wait as staff read it: its two largest units (3 d 4 h, 5 h 12 min, 8 min). Seconds
 * would only flicker; a report waiting less than a minute reads "under a minute".
 */
export function formatWaited(ms: number, t: TFunction<'admin'>): string {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? t('bugs.waited.daysHours', { days, hours }) : t('bugs.waited.days', { days });
  if (hours > 0) return minutes > 0 ? t('bugs.waited.hoursMinutes', { hours, minutes }) : t('bugs.waited.hours', { hours });
  if (minutes > 0) return t('bugs.waited.minutes', { minutes });
  return t('bugs.waited.underMinute');
}

/** A wait in a table or the clocks: red, bold and saying "overdue" past the project's threshold (BRIEF §4 "Clocks"). */
export function Waited({ ms, overdue, testId }: { ms: number | null; overdue: boolean; testId?: string }) {
  const { t } = useAdminT();
  if (ms === null) return <span data-testid={testId}>—</span>;
  const text = formatWaited(ms, t);
  return overdue ? (
    <span className={styles.overdue} data-testid={testId} data-overdue="true">
      {t('bugs.waited.overdue', { waited: text })}
    </span>
  ) : (
    <span data-testid={testId}>{text}</span>
  );
}
