import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isoDay, lastFinishedMonth, LEADERBOARD_TOP, RANK_PERIOD_CODES } from '@wardline/contract';
import { rowsOf } from '../../db/client';
import { defineJob } from '../../platform/jobs/define-job';
import { inTransaction } from '../../platform/use-case';
import { achievements, monthlyTopTenRuns } from './achievements.tables';
import { holdersOf } from './achievement-rules';
import { evaluateAchievements } from './evaluate-achievements';

/**
 * A definition staff created or enabled goes to everyone who already meets it, in one
 * statement (no notice for these: the reminder after their next sign-in shows it).
 */
export const awardDefinitionJob = defineJob({
  name: 'achievements.award-definition',
  payload: z.object({ achievementId: z.number().int() }),
  async run({ ctx, payload }) {
    const [definition] = await ctx.db.select().from(achievements).where(eq(achievements.id, payload.achievementId)).limit(1);
    if (!definition?.enabled) return;
    await ctx.db.execute(sql`
      insert into user_achievements (user_id, achievement_id, obtained_at)
      select h.user_id, ${definition.id}, ${ctx.clock.now().toISOString()}::timestamptz from (${holdersOf(definition.rule)}) h
      where h.amount >= ${definition.target}
      on conflict do nothing`);
  },
});

/**
 * Once a month is over (China time), records who finished it in the top 10 of the monthly
 * board — once per month, whatever the number of processes (the run row is the key) — and
 * weighs their achievements again. Hourly, so a server down at midnight catches up.
 */
export const recordMonthlyTopTenJob = defineJob({
  name: 'achievements.record-monthly-top-ten',
  payload: z.object({}),
  async run({ ctx }) {
    const { year, month } = lastFinishedMonth(ctx.clock.now().getTime());
    const start = isoDay(year, month);
    const winners = await inTransaction(ctx, async (tx) => {
      const [run] = await tx.db.insert(monthlyTopTenRuns).values({ month: start, recordedAt: tx.clock.now() }).onConflictDoNothing().returning();
      if (!run) return [];
      return rowsOf<{ user_id: number }>(
        await tx.db.execute(sql`
          insert into monthly_top_tens (month, user_id, ranking, points)
          select ${start}::date, user_id, row_number() over (order by points desc, reached_at, user_id), points
          from (select user_id, points, reached_at from point_totals where kind = ${RANK_PERIOD_CODES.month} and start = ${start}::date
                order by points desc, reached_at, user_id limit ${LEADERBOARD_TOP}) top
          returning user_id`),
      );
    });
    for (const { user_id } of winners) await evaluateAchievements(ctx, user_id);
  },
});
