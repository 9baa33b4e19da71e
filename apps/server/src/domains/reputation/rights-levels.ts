import { and, eq, sql } from 'drizzle-orm';
import { RIGHTS_THRESHOLDS, rightsLevelForPoints, isoDay, type RightsLevel } from '@wardline/contract';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { rightsLevelRuns, rightsLevels } from './reputation.tables';

const yearStart = (year: number) => isoDay(year, 0);

/**
 * A hacker's rights level for a calendar year (BRIEF §4): the year's decided row; `new` when
 * that year was decided and they had no points before it; before the yearly decision has run
 * (the first minutes of a year), what it will decide, from the same totals.
 */
export async function rightsLevelOf(db: Database, userId: number, year: number): Promise<{ level: RightsLevel; previousYearPoints: number }> {
  const [row] = await db
    .select({ level: rightsLevels.level, previousYearPoints: rightsLevels.previousYearPoints })
    .from(rightsLevels)
    .where(and(eq(rightsLevels.year, year), eq(rightsLevels.userId, userId)))
    .limit(1);
  if (row) return row;
  const [run] = await db.select({ year: rightsLevelRuns.year }).from(rightsLevelRuns).where(eq(rightsLevelRuns.year, year)).limit(1);
  if (run) return { level: 'new', previousYearPoints: 0 };
  const [decided] = rowsOf<{ any: string; previous: string }>(
    await db.execute(sql`
      select count(*)::text as any, coalesce(sum(points) filter (where start = ${yearStart(year - 1)}::date), 0)::text as previous
      from point_totals where kind = 3 and user_id = ${userId} and start < ${yearStart(year)}::date`),
  );
  const previous = Number(decided?.previous ?? 0);
  return { level: rightsLevelForPoints(Number(decided?.any ?? 0) === 0 ? null : previous), previousYearPoints: previous };
}

/**
 * Decides every hacker's rights level of `year` from the yearly totals: a row for each hacker
 * with points before the year (V0–V3 by the previous year's), none for the others (`new`).
 * Run again, it replaces that year's rows; one run at a time (an advisory lock).
 */
export async function decideRightsLevels(db: Database, year: number, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rights_levels'))`);
    await tx.delete(rightsLevels).where(eq(rightsLevels.year, year));
    await tx.execute(sql`
      insert into rights_levels (user_id, year, level, previous_year_points)
      select user_id, ${year}, case when previous >= ${RIGHTS_THRESHOLDS.V3} then 'V3' when previous >= ${RIGHTS_THRESHOLDS.V2} then 'V2'
                                    when previous >= ${RIGHTS_THRESHOLDS.V1} then 'V1' else 'V0' end, previous
      from (select user_id, coalesce(sum(points) filter (where start = ${yearStart(year - 1)}::date), 0) as previous
            from point_totals where kind = 3 and start < ${yearStart(year)}::date group by user_id) s`);
    await tx
      .insert(rightsLevelRuns)
      .values({ year, computedAt: at })
      .onConflictDoUpdate({ target: rightsLevelRuns.year, set: { computedAt: at } });
  });
}
