import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { ACHIEVEMENT_STATUSES, type AchievementItem, type AchievementListResult, type AchievementReminder, type Locale } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { rowsOf } from '../../db/client';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { achievements, userAchievements, type AchievementRow } from './achievements.tables';
import { factsOf, progressOf, type Facts } from './achievement-rules';

const shown = (row: Pick<AchievementRow, 'titleZh' | 'titleEn' | 'contentZh' | 'contentEn'>, locale: Locale) => ({
  title: locale === 'en' ? row.titleEn : row.titleZh,
  content: locale === 'en' ? row.contentEn : row.contentZh,
});

/**
 * GET /achievement/list: every enabled achievement (and any disabled one the caller holds),
 * obtained ones first by when, then the rest in the console's order, a page at a time, each
 * with its status and how far the caller is (from the same facts the rules award on).
 */
export async function listMyAchievements({ ctx, actor, input }: UseCaseOptions<{ page: number; size: number }, UserActor>): Promise<AchievementListResult> {
  const userId = actor.user.id;
  const visible = or(eq(achievements.enabled, true), sql`${userAchievements.userId} is not null`);
  const joined = and(eq(userAchievements.achievementId, achievements.id), eq(userAchievements.userId, userId));
  const [rows, [counts], [facts]] = await Promise.all([
    ctx.db
      .select({ a: achievements, obtainedAt: userAchievements.obtainedAt, confirmedAt: userAchievements.confirmedAt })
      .from(achievements)
      .leftJoin(userAchievements, joined)
      .where(visible)
      .orderBy(sql`${userAchievements.obtainedAt} is null`, asc(userAchievements.obtainedAt), asc(achievements.sortOrder), asc(achievements.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    ctx.db
      .select({ total: sql<number>`count(*)::int`, obtained: sql<number>`count(${userAchievements.userId})::int` })
      .from(achievements)
      .leftJoin(userAchievements, joined)
      .where(visible),
    ctx.db.execute(factsOf(userId)).then((r) => rowsOf<Facts>(r)),
  ]);
  const data: AchievementItem[] = rows.map(({ a, obtainedAt, confirmedAt }) => ({
    id: a.publicId,
    logo: a.logo,
    ...shown(a, actor.locale),
    status: obtainedAt ? (confirmedAt ? ACHIEVEMENT_STATUSES.confirmed : ACHIEVEMENT_STATUSES.obtained) : ACHIEVEMENT_STATUSES.inProgress,
    progress: obtainedAt ? 100 : progressOf(Number(facts?.[a.rule] ?? 0), a.target),
    obtainedAt: obtainedAt?.toISOString() ?? null,
  }));
  return { total: counts?.total ?? 0, obtained: counts?.obtained ?? 0, data };
}

/** GET /achievement/remind: what the caller obtained and has not acknowledged, oldest first (spec 000 §4 popup). */
export async function listAchievementReminders({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<AchievementReminder[]> {
  const rows = await ctx.db
    .select({ a: achievements, obtainedAt: userAchievements.obtainedAt })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(and(eq(userAchievements.userId, actor.user.id), isNull(userAchievements.confirmedAt)))
    .orderBy(asc(userAchievements.obtainedAt), asc(achievements.id));
  return rows.map(({ a, obtainedAt }) => ({ id: a.publicId, logo: a.logo, ...shown(a, actor.locale), createTime: obtainedAt.toISOString() }));
}

/** PUT /achievement/confirmPersonalAchievement/{id}: the receipt of a reminder; again is harmless; 404 for one the caller does not hold. */
export async function confirmAchievement({ ctx, actor, input }: UseCaseOptions<{ id: string }, UserActor>): Promise<null> {
  const [held] = await ctx.db
    .select({ achievementId: userAchievements.achievementId })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(and(eq(userAchievements.userId, actor.user.id), eq(achievements.publicId, input.id)))
    .limit(1);
  if (!held) throw new AppError('notFound');
  await ctx.db
    .update(userAchievements)
    .set({ confirmedAt: ctx.clock.now() })
    .where(and(eq(userAchievements.userId, actor.user.id), eq(userAchievements.achievementId, held.achievementId), isNull(userAchievements.confirmedAt)));
  return null;
}
