import { useTranslation } from 'react-i18next';
import type { Bilingual, LabelTable, Locale } from '@wardline/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd HH:mm in the reader's time zone ('' for a time that does not parse). */
export function formatMinute(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** yyyy-MM-dd HH:mm:ss: the receipt's first-seen time, where the second can settle a duplicate dispute. */
export function formatSecond(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${formatMinute(iso)}:${pad(d.getSeconds())}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A waiting time as days, hours and minutes (the two largest parts), in the reader's language. */
export function useDuration() {
  const { t } = useTranslation('bugs');
  return (ms: number): string => {
    if (ms < MINUTE) return t('duration.lessThanMinute');
    const days = Math.floor(ms / DAY);
    const hours = Math.floor((ms % DAY) / HOUR);
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    const parts = [
      days > 0 ? t('duration.days', { count: days }) : null,
      hours > 0 ? t('duration.hours', { count: hours }) : null,
      days === 0 && minutes > 0 ? t('duration.minutes', { count: minutes }) : null,
    ].filter((p): p is string => p !== null);
    return parts.slice(0, 2).join(' ');
  };
}

/** The interface language and an enumeration's label in it (the raw value for one the table lacks). */
export function useLabels() {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'zh';
  const label = <V extends PropertyKey>(table: LabelTable<V>, value: V): string => (table as Partial<Record<PropertyKey, Bilingual>>)[value]?.[locale] ?? String(value);
  return { locale, label };
}
