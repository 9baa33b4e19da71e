import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@wardline/contract';
import type { Database } from '../../db/client';
import { achievements, userAchievements } from './achievements.tables';

export type ShownAchievement = { title: string; content: string; logo: string | null };

/** The achievements each of these hackers holds, in the console's order, in one read (leaderboard rows). */
export async function achievementsOfUsers(db: Database, userIds: number[], locale: Locale): Promise<Map<number, ShownAchievement[]>> {
  const byUser = new Map<number, ShownAchievement[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userAchievements.userId, titleZh: achievements.titleZh, titleEn: achievements.titleEn, contentZh: achievements.contentZh, contentEn: achievements.contentEn, logo: achievements.logo })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(and(inArray(userAchievements.userId, userIds)))
    .orderBy(asc(achievements.sortOrder), asc(achievements.id));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ title: locale === 'en' ? row.titleEn : row.titleZh, content: locale === 'en' ? row.contentEn : row.contentZh, logo: row.logo });
    byUser.set(row.userId, list);
  }
  return byUser;
}
