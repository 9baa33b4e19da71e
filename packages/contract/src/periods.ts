import { LEADERBOARD_FIRST_YEAR } from './constants/community';

/**
 * The calendar of points and leaderboards: China time (UTC+8 all year, no daylight saving),
 * whatever the reader's or the server's zone, so a month's board is the same for everyone
 * and a point earned at 23:30 on 31 December in Beijing counts for that year. Pure
 * arithmetic on epoch milliseconds: the server, the database's trigger and the web's
 * pickers agree on every boundary.
 */
export const CHINA_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

export const RANK_PERIOD_KINDS = ['all', 'month', 'quarter', 'year'] as const;
export type RankPeriodKind = (typeof RANK_PERIOD_KINDS)[number];
/** The stored code of a kind: the leaderboard `radio` (all '' is 0). */
export const RANK_PERIOD_CODES: Readonly<Record<RankPeriodKind, number>> = { all: 0, month: 1, quarter: 2, year: 3 };
/** The start every all-time total is filed under. */
export const ALL_TIME_START = '1970-01-01';

/** A China-time calendar date: month 0–11. */
export type ChinaDate = { year: number; month: number; day: number };

export function chinaCalendarOf(ms: number): ChinaDate {
  const d = new Date(ms + CHINA_UTC_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate() };
}

/** The instant of midnight in China at the start of that date (month 0–11, may overflow into the next year). */
export function chinaMidnightMs(year: number, month = 0, day = 1): number {
  return Date.UTC(year, month, day) - CHINA_UTC_OFFSET_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a China-time date. */
export function isoDay(year: number, month: number, day = 1): string {
  const d = new Date(Date.UTC(year, month, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export type RankPeriod = { kind: RankPeriodKind; year: number | null; /** month 0–11 or quarter 0–3 */ index: number | null; start: string; startMs: number; endMs: number };

/** The period of a kind that holds an instant (all time holds everything). */
export function rankPeriodOf(kind: RankPeriodKind, ms: number): RankPeriod {
  const { year, month } = chinaCalendarOf(ms);
  switch (kind) {
    case 'all':
      return { kind, year: null, index: null, start: ALL_TIME_START, startMs: Date.parse(`${ALL_TIME_START}T00:00:00Z`), endMs: Number.MAX_SAFE_INTEGER };
    case 'year':
      return { kind, year, index: null, start: isoDay(year, 0), startMs: chinaMidnightMs(year), endMs: chinaMidnightMs(year + 1) };
    case 'quarter': {
      const q = Math.floor(month / 3);
      return { kind, year, index: q, start: isoDay(year, q * 3), startMs: chinaMidnightMs(year, q * 3), endMs: chinaMidnightMs(year, q * 3 + 3) };
    }
    case 'month':
      return { kind, year, index: month, start: isoDay(year, month), startMs: chinaMidnightMs(year, month), endMs: chinaMidnightMs(year, month + 1) };
  }
}

/** The first instant of a period the pickers name: a year, a quarter (0–3) of it or a month (0–11) of it. */
export function periodStartMs(kind: Exclude<RankPeriodKind, 'all'>, year: number, index = 0): number {
  if (kind === 'year') return chinaMidnightMs(year);
  return chinaMidnightMs(year, kind === 'quarter' ? index * 3 : index);
}

/** The first instant a leaderboard may ask about: 1 January 2019, China time. */
export const LEADERBOARD_FIRST_MS = chinaMidnightMs(LEADERBOARD_FIRST_YEAR);

/** Year picker (spec 001 §2): from 2019 to the current year. */
export function leaderboardYears(nowMs: number): number[] {
  const current = chinaCalendarOf(nowMs).year;
  const years: number[] = [];
  for (let y = LEADERBOARD_FIRST_YEAR; y <= current; y += 1) years.push(y);
  return years;
}

/** Month picker: from January 2019, never the current month or a later one (they are not over). */
export function leaderboardMonthSelectable(year: number, month: number, nowMs: number): boolean {
  const now = chinaCalendarOf(nowMs);
  if (year < LEADERBOARD_FIRST_YEAR) return false;
  return year < now.year || (year === now.year && month < now.month);
}

/** Quarter picker: from Q1 2019 up to the quarter under way, each with its fixed range. */
export function leaderboardQuarterSelectable(year: number, quarter: number, nowMs: number): boolean {
  return year >= LEADERBOARD_FIRST_YEAR && quarter >= 0 && quarter <= 3 && periodStartMs('quarter', year, quarter) <= nowMs;
}

/** The fixed date range of a quarter (spec 001 §2), first and last day as `MM-DD`: Q1 01-01–03-31 … Q4 10-01–12-31. */
export function quarterRange(quarter: number): { from: string; to: string } {
  const last = new Date(Date.UTC(2001, quarter * 3 + 3, 0));
  return { from: `${pad(quarter * 3 + 1)}-01`, to: `${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}` };
}

/** The default month of the month picker: the last one that is over. */
export function lastFinishedMonth(nowMs: number): { year: number; month: number } {
  const { year, month } = chinaCalendarOf(nowMs);
  return month === 0 ? { year: year - 1, month: 11 } : { year, month: month - 1 };
}
