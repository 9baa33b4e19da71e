import { Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  enumLabel,
  leaderboardMonthSelectable,
  leaderboardPeriodLabels,
  leaderboardQuarterSelectable,
  leaderboardYears,
  quarterRange,
  type LeaderboardPeriod,
  type Locale,
} from '@wardline/contract';
import { defaultPeriod, type BoardPeriod, type PeriodKind } from './board-period';

const KINDS: { kind: PeriodKind; radio: LeaderboardPeriod }[] = [
  { kind: 'all', radio: '' },
  { kind: 'month', radio: 1 },
  { kind: 'quarter', radio: 2 },
  { kind: 'year', radio: 3 },
];

/**
 * The period pickers of spec 001 §2: all, month, quarter or year; years from 2019 to this one,
 * months up to the last finished one (the current and future months are disabled), quarters
 * from Q1 2019 with their fixed date ranges, up to the one under way.
 */
export function PeriodPicker({ value, onChange, nowMs }: { value: BoardPeriod; onChange: (next: BoardPeriod) => void; nowMs: number }) {
  const { t, i18n } = useTranslation('reputation');
  const locale = (i18n.language === 'en' ? 'en' : 'zh') as Locale;
  // A year without a finished month (January's own year) offers nothing to the month picker.
  const years = leaderboardYears(nowMs)
    .reverse()
    .filter((year) => value.kind !== 'month' || leaderboardMonthSelectable(year, 0, nowMs));
  const yearOptions = years.map((year) => ({ value: year, label: t('period.yearOption', { year }) }));
  const months = Array.from({ length: 12 }, (_, month) => ({ value: month, label: t('period.monthOption', { month: month + 1 }), disabled: !leaderboardMonthSelectable(value.year, month, nowMs) }));
  const quarters = [0, 1, 2, 3].map((q) => ({ value: q, label: t('period.quarterOption', { n: q + 1, ...quarterRange(q) }), disabled: !leaderboardQuarterSelectable(value.year, q, nowMs) }));

  // A year change keeps the month or quarter when it stays selectable, else takes the last one that is.
  const changeYear = (year: number) => {
    const pick = (count: number, ok: (i: number) => boolean) => (ok(value.index) ? value.index : [...Array(count).keys()].reverse().find(ok) ?? 0);
    const index =
      value.kind === 'month'
        ? pick(12, (m) => leaderboardMonthSelectable(year, m, nowMs))
        : value.kind === 'quarter'
          ? pick(4, (q) => leaderboardQuarterSelectable(year, q, nowMs))
          : 0;
    onChange({ ...value, year, index });
  };

  return (
    <Space wrap size={[12, 8]} data-testid="period-picker">
      <Radio.Group
        aria-label={t('period.label')}
        optionType="button"
        value={value.kind}
        onChange={(e) => onChange(defaultPeriod(e.target.value as PeriodKind, nowMs))}
        options={KINDS.map(({ kind, radio }) => ({ value: kind, label: enumLabel(leaderboardPeriodLabels, radio, locale) }))}
        data-testid="period-kind"
      />
      {value.kind !== 'all' && (
        <Select aria-label={t('period.year')} virtual={false} value={value.year} options={yearOptions} onChange={changeYear} style={{ minWidth: 110 }} data-testid="period-year" />
      )}
      {value.kind === 'month' && (
        <Select aria-label={t('period.month')} virtual={false} value={value.index} options={months} onChange={(index: number) => onChange({ ...value, index })} style={{ minWidth: 100 }} data-testid="period-month" />
      )}
      {value.kind === 'quarter' && (
        <Select aria-label={t('period.quarter')} virtual={false} value={value.index} options={quarters} onChange={(index: number) => onChange({ ...value, index })} style={{ minWidth: 240 }} data-testid="period-quarter" />
      )}
    </Space>
  );
}
