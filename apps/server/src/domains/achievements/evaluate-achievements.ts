import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { recordEvent } from '../../platform/events/event-bus';
import { inTransaction } from '../../platform/use-case';
import { factsOf } from './achievement-rules';
import { achievementObtained } from './achievements.events';

/**
 * Awards a hacker every enabled achievement whose rule they now meet and do not hold yet, in
 * one statement (the primary key makes a second evaluation, even a concurrent one, award
 * nothing twice), and records `achievement.obtained` for each new one. Answers how many.
 */
export async function evaluateAchievements(ctx: AppContext, userId: number): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const awarded = rowsOf<{ id: number; title_zh: string; title_en: string }>(
      await tx.db.execute(sql`
        with f as (${factsOf(userId)}),
        won as (
          insert into user_achievements (user_id, achievement_id, obtained_at)
          select ${userId}, a.id, ${now.toISOString()}::timestamptz from achievements a, f
          where a.enabled and case a.rule
            when 'validReports' then f."validReports" when 'criticalReports' then f."criticalReports" when 'topTenMonths' then f."topTenMonths"
            when 'teamJoined' then f."teamJoined" when 'trustedAuth' then f."trustedAuth" end >= a.target
          on conflict do nothing
          returning achievement_id)
        select a.id, a.title_zh, a.title_en from won join achievements a on a.id = won.achievement_id order by a.id`),
    );
    for (const row of awarded) {
      await recordEvent(tx, achievementObtained, { subjectId: userId, actorId: null, payload: { userId, achievementId: row.id, title: { zh: row.title_zh, en: row.title_en } } });
    }
    return awarded.length;
  });
}
