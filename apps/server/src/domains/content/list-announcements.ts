import { and, count, desc, eq } from 'drizzle-orm';
import type { AnnouncementSummary, Locale, Page } from '@wardline/contract';
import type { Database } from '../../db/client';
import { announcements } from './content.tables';
import { toAnnouncementSummary } from './announcement-view';

export type ListAnnouncementsOptions = { db: Database; locale: Locale; page: number; size: number; type?: number };

/** Published announcements, newest first, one page. */
export async function listAnnouncements({ db, locale, page, size, type }: ListAnnouncementsOptions): Promise<Page<AnnouncementSummary>> {
  const where = and(eq(announcements.published, true), type === undefined ? undefined : eq(announcements.type, type));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.publishedAt), desc(announcements.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { total: Number(total?.n ?? 0), data: rows.map((row) => toAnnouncementSummary(row, locale)) };
}
