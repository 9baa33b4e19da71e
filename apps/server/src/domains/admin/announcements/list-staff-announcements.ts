import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminAnnouncementSummary, AnnouncementType, Page } from '@wardline/contract';
import type { UseCaseOptions } from '../../../platform/use-case';
import type { StaffActor } from '../../audit/staff-actor';
import { announcements } from '../../content/content.tables';
import { likePattern } from '../users/list-users';
import { toAdminAnnouncementSummary } from './announcement-admin-view';

export type ListStaffAnnouncementsInput = { page: number; size: number; type?: AnnouncementType; published?: boolean; keyword?: string };

/** GET /admin/announcements: every announcement, drafts included, newest first; by type, published state and title. */
export async function listStaffAnnouncements({ ctx, input }: UseCaseOptions<ListStaffAnnouncementsInput, StaffActor>): Promise<Page<AdminAnnouncementSummary>> {
  const { page, size, type, published, keyword } = input;
  const db = ctx.db;
  const pattern = keyword ? likePattern(keyword) : undefined;
  const conditions: (SQL | undefined)[] = [
    type === undefined ? undefined : eq(announcements.type, type),
    published === undefined ? undefined : eq(announcements.published, published),
    pattern ? or(ilike(announcements.titleZh, pattern), ilike(announcements.titleEn, pattern)) : undefined,
  ];
  const where = and(...conditions);
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
  return { total: Number(total?.n ?? 0), data: rows.map(toAdminAnnouncementSummary) };
}
