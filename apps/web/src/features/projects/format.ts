import { useTranslation } from 'react-i18next';
import { formatYuan } from '@/lib/money-text';
import { HIDDEN_PROGRESS, HIDDEN_REWARD, type Bilingual, type Currency, type LabelTable, type Locale } from '@wardline/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd in the reader's time zone (no date library: the hall loads none). */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** yyyy-MM-dd HH:mm in the reader's time zone. */
export function formatMinute(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${formatDay(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A reward as the API gives it (yuan, 2 decimals), with its currency; `****` stays as it is (hidden until approved). */
export function formatReward(text: string, currency: Currency): string {
  return text === HIDDEN_REWARD ? HIDDEN_REWARD : formatYuan(text, currency);
}

export function isHiddenProgress(progress: number | string): progress is typeof HIDDEN_PROGRESS {
  return progress === HIDDEN_PROGRESS;
}

/**
 * The interface language and an enumeration's label in it (the raw value for an unknown one,
 * as the contract's `enumLabel`). Read here rather than through `enumLabel`: its module builds
 * zod schemas, which the hall, a public page, must not load.
 */
export function useLabels() {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'zh';
  const label = <V extends PropertyKey>(table: LabelTable<V>, value: V): string => (table as Partial<Record<PropertyKey, Bilingual>>)[value]?.[locale] ?? String(value);
  return { locale, label };
}
