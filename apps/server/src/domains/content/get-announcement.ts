import { and, desc, eq } from 'drizzle-orm';
import type { AnnouncementDetail, Locale } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import type { UseCaseOptions } from '../../platform/use-case';
import { announcements } from './content.tables';
import { toAnnouncementDetail } from './announcement-view';

/** GET /announcement/detail/{id}: one published announcement by public id; unpublished, unknown and serial ids are all 404. */
export async function getAnnouncement({ ctx, input }: UseCaseOptions<{ id: string; locale: Locale }>): Promise<AnnouncementDetail> {
  const [row] = await ctx.db
    .select()
    .from(announcements)
    .where(and(eq(announcements.publicId, input.id), eq(announcements.published, true)))
    .limit(1);
  if (!row) throw new AppError('notFound');
  return toAnnouncementDetail(row, input.locale);
}

/** GET /getAnnouncement: the newest published announcement flagged for the home-page popup, or null. */
export async function getPopupAnnouncement({ ctx, input }: UseCaseOptions<{ locale: Locale }>): Promise<AnnouncementDetail | null> {
  const [row] = await ctx.db
    .select()
    .from(announcements)
    .where(and(eq(announcements.popup, true), eq(announcements.published, true)))
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(1);
  return row ? toAnnouncementDetail(row, input.locale) : null;
}
