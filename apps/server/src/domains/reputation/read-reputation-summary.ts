import { ALL_TIME_START, chinaCalendarOf, rankPeriodOf, RANK_PERIOD_CODES, type RightsLevel } from '@wardline/contract';
import type { AppContext } from '../../context';
import { standingOf } from './period-ranks';
import { rightsLevelOf } from './rights-levels';

export type ReputationSummary = {
  /** Points of all time (the account header's integral). */
  points: number;
  /** Points of this calendar year (China time). */
  yearPoints: number;
  /** Place on this year's board and on the all-time board; null without points there. */
  yearRanking: number | null;
  ranking: number | null;
  /** This year's rights level. */
  rightsLevel: RightsLevel;
};

/**
 * A hacker's standing in one call, for the account centre's header (spec 001 §3 account
 * detail: integral, yearRanking, ranking) and anywhere else that shows it: four index reads.
 */
export async function readReputationSummary(ctx: Pick<AppContext, 'db' | 'clock'>, userId: number): Promise<ReputationSummary> {
  const nowMs = ctx.clock.now().getTime();
  const year = rankPeriodOf('year', nowMs);
  const [all, thisYear, rights] = await Promise.all([
    standingOf(ctx.db, { kind: RANK_PERIOD_CODES.all, start: ALL_TIME_START }, userId),
    standingOf(ctx.db, { kind: RANK_PERIOD_CODES.year, start: year.start }, userId),
    rightsLevelOf(ctx.db, userId, chinaCalendarOf(nowMs).year),
  ]);
  return {
    points: all?.points ?? 0,
    yearPoints: thisYear?.points ?? 0,
    yearRanking: thisYear?.ranking ?? null,
    ranking: all?.ranking ?? null,
    rightsLevel: rights.level,
  };
}
