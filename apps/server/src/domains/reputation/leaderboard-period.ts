import { rankPeriodOf, type LeaderboardPeriod, type RankPeriodKind } from '@wardline/contract';
import { fieldError } from '../../http/app-error';
import type { PeriodKey } from './period-ranks';

const KIND_OF_RADIO: Record<Exclude<LeaderboardPeriod, ''>, RankPeriodKind> = { 1: 'month', 2: 'quarter', 3: 'year' };

/**
 * The stored period a board asks for: all time, or the China-time month, quarter or year
 * holding `startTime`. A period that has not begun is refused (the schema refuses one before 2019).
 */
export function boardPeriod(radio: LeaderboardPeriod, startTime: number | undefined, nowMs: number): PeriodKey {
  if (radio === '') return { kind: 0, start: rankPeriodOf('all', nowMs).start };
  const at = startTime ?? nowMs;
  if (at > nowMs) throw fieldError('startTime', 'rank.startTime.future');
  const kind = KIND_OF_RADIO[radio];
  return { kind: radio, start: rankPeriodOf(kind, at).start };
}
