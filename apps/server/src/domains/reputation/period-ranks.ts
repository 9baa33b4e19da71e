import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';

/** A period as stored: kind 0 all time, 1 month, 2 quarter, 3 year; `start` its first day (China time). */
export type PeriodKey = { kind: number; start: string };

export type Standing = { points: number; ranking: number };

/**
 * A hacker's points and place in a period, or null without points in it: 1 + the holders of
 * every higher total (point_rank_buckets, a few hundred rows) + those with the same total who
 * reached it first (or, at the same instant, have a smaller id) — the order of the board.
 */
export async function standingOf(db: Database, period: PeriodKey, userId: number): Promise<Standing | null> {
  const [row] = rowsOf<{ points: number; ranking: string }>(
    await db.execute(sql`
      with me as (select points, reached_at from point_totals where kind = ${period.kind} and start = ${period.start}::date and user_id = ${userId})
      select me.points,
             (1 + coalesce((select sum(holders) from point_rank_buckets b where b.kind = ${period.kind} and b.start = ${period.start}::date and b.points > me.points), 0)
                + (select count(*) from point_totals t where t.kind = ${period.kind} and t.start = ${period.start}::date and t.points = me.points
                     and (t.reached_at, t.user_id) < (me.reached_at, ${userId})))::text as ranking
      from me`),
  );
  return row ? { points: Number(row.points), ranking: Number(row.ranking) } : null;
}

/** A team's points and place in a period (teams are few: counted directly). */
export async function teamStandingOf(db: Database, period: PeriodKey, teamId: number): Promise<Standing | null> {
  const [row] = rowsOf<{ points: number; ranking: string }>(
    await db.execute(sql`
      with me as (select points, reached_at from team_point_totals where kind = ${period.kind} and start = ${period.start}::date and team_id = ${teamId})
      select me.points,
             (1 + (select count(*) from team_point_totals t join teams on teams.id = t.team_id and teams.state = 'active'
                   where t.kind = ${period.kind} and t.start = ${period.start}::date
                     and (t.points > me.points or (t.points = me.points and (t.reached_at, t.team_id) < (me.reached_at, ${teamId})))))::text as ranking
      from me`),
  );
  return row ? { points: Number(row.points), ranking: Number(row.ranking) } : null;
}
