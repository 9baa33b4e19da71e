import { eq } from 'drizzle-orm';
import {
  ALL_TIME_START,
  chinaCalendarOf,
  nextRightsLevel,
  PERSON_LEVEL_THRESHOLDS,
  rankPeriodOf,
  RANK_PERIOD_CODES,
  RIGHTS_BENEFITS,
  type MyRights,
  type PersonLevel,
} from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { users } from '../identity/identity.tables';
import { standingOf } from './period-ranks';
import { rightsLevelOf } from './rights-levels';

/**
 * GET /user/rights: the caller's standing on /hackerservice/hacker-rights — this year's rights
 * level and multiplier, this year's points (which decide next year's level) and what the next
 * level needs, all-time points and the person level they earn.
 */
export async function getMyRights({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<MyRights> {
  const userId = actor.user.id;
  const nowMs = ctx.clock.now().getTime();
  const year = chinaCalendarOf(nowMs).year;
  const [rights, all, thisYear, [person]] = await Promise.all([
    rightsLevelOf(ctx.db, userId, year),
    standingOf(ctx.db, { kind: RANK_PERIOD_CODES.all, start: ALL_TIME_START }, userId),
    standingOf(ctx.db, { kind: RANK_PERIOD_CODES.year, start: rankPeriodOf('year', nowMs).start }, userId),
    ctx.db.select({ personLevel: users.personLevel }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const yearPoints = thisYear?.points ?? 0;
  const totalPoints = all?.points ?? 0;
  const next = nextRightsLevel(rights.level === 'new' && yearPoints > 0 ? 'V0' : rights.level);
  const personLevel = (person?.personLevel ?? 0) as PersonLevel;
  const nextPerson = personLevel < 4 ? ((personLevel + 1) as Exclude<PersonLevel, 0>) : null;
  return {
    year,
    level: rights.level,
    multiplier: RIGHTS_BENEFITS[rights.level].pointsMultiplier,
    previousYearPoints: rights.previousYearPoints,
    yearPoints,
    totalPoints,
    yearRanking: thisYear?.ranking ?? null,
    ranking: all?.ranking ?? null,
    next: next ? { level: next.level, points: next.points, missing: Math.max(0, next.points - yearPoints) } : null,
    personLevel,
    nextPersonLevel: nextPerson
      ? { level: nextPerson, points: PERSON_LEVEL_THRESHOLDS[nextPerson], missing: Math.max(0, PERSON_LEVEL_THRESHOLDS[nextPerson] - totalPoints) }
      : null,
  };
}
