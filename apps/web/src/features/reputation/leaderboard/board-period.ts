import {
  chinaCalendarOf,
  lastFinishedMonth,
  leaderboardMonthSelectable,
  leaderboardQuarterSelectable,
  leaderboardYears,
  periodStartMs,
  type LeaderboardPeriod,
} from '@wardline/contract';

export type BoardTab = 'personal' | 'team';
export type PeriodKind = 'all' | 'month' | 'quarter' | 'year';
/** What the pickers hold: the kind, a year, and the month (0–11) or quarter (0–3) within it. */
export type BoardPeriod = { kind: PeriodKind; year: number; index: number };

const RADIO: Record<PeriodKind, LeaderboardPeriod> = { all: '', month: 1, quarter: 2, year: 3 };

/** The period a kind starts at: the last finished month, the quarter under way, this year (China time). */
export function defaultPeriod(kind: PeriodKind, nowMs: number): BoardPeriod {
  if (kind === 'month') {
    const { year, month } = lastFinishedMonth(nowMs);
    return { kind, year, index: month };
  }
  const { year, month } = chinaCalendarOf(nowMs);
  return { kind, year, index: kind === 'quarter' ? Math.floor(month / 3) : 0 };
}

/** Whether the pickers could have produced this period (spec 001 §2: years from 2019, no current or future month, quarters begun). */
export function isSelectable(period: BoardPeriod, nowMs: number): boolean {
  switch (period.kind) {
    case 'all':
      return true;
    case 'year':
      return leaderboardYears(nowMs).includes(period.year);
    case 'month':
      return leaderboardMonthSelectable(period.year, period.index, nowMs);
    case 'quarter':
      return leaderboardQuarterSelectable(period.year, period.index, nowMs);
  }
}

/** The period in the address (?tab=&period=&year=&index=), or its kind's default when the address names none or one the pickers refuse. */
export function readPeriod(params: URLSearchParams, nowMs: number): { tab: BoardTab; period: BoardPeriod } {
  const tab: BoardTab = params.get('tab') === 'team' ? 'team' : 'personal';
  const raw = params.get('period');
  const kind: PeriodKind = raw === 'month' || raw === 'quarter' || raw === 'year' ? raw : 'all';
  const fallback = defaultPeriod(kind, nowMs);
  const year = Number(params.get('year') ?? fallback.year);
  const index = Number(params.get('index') ?? fallback.index);
  const period = { kind, year: Number.isInteger(year) ? year : fallback.year, index: Number.isInteger(index) ? index : fallback.index };
  return { tab, period: isSelectable(period, nowMs) ? period : fallback };
}

export function writePeriod(tab: BoardTab, period: BoardPeriod): URLSearchParams {
  const params = new URLSearchParams();
  if (tab === 'team') params.set('tab', 'team');
  if (period.kind !== 'all') {
    params.set('period', period.kind);
    params.set('year', String(period.year));
    if (period.kind !== 'year') params.set('index', String(period.index));
  }
  return params;
}

/** The board call's period: `radio` and `startTime`, the first instant of the period in China time. */
export function periodBody(period: BoardPeriod): { radio: LeaderboardPeriod; startTime?: number } {
  if (period.kind === 'all') return { radio: '' };
  return { radio: RADIO[period.kind], startTime: periodStartMs(period.kind, period.year, period.index) };
}
