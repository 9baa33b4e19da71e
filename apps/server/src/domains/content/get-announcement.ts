import { and, desc, eq } from 'drizzle-orm';
import type { AnnouncementDetail, Locale } from '@wardline/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { announcements } from './content.tables';
import { toAnnouncementDetail } from './announcement-view';

/** One published announcement; unpublished ones are as absent as missing ones. */
export async function getAnnouncement(db: Database, id: number, locale: Locale): Promise<AnnouncementDetail> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.published, true)))
    .limit(1);
  if (!row) throw new AppError('notFound');
  return toAnnouncementDetail(row, locale);
}

/** The newest published announcement flagged for the home-page popup, or null. */
export async function getPopupAnnouncement(db: Database, locale: Locale): Promise<AnnouncementDetail | null> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.popup, true), eq(announcements.published, true)))
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(1);
  return row ? toAnnouncementDetail(row, locale) : null;
}
