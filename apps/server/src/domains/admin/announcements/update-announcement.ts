import { eq, sql } from 'drizzle-orm';
import type { AdminAnnouncement } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { announcements } from '../../content/content.tables';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';
import { announcementValues, toAdminAnnouncement, type AnnouncementInput } from './announcement-admin-view';

/**
 * PUT /admin/announcements/{id}: replaces every field. A draft that becomes published
 * is dated now, so it appears at the top of the list rather than where it was drafted.
 */
export async function updateAnnouncement(db: Database, actor: StaffActor, id: number, input: AnnouncementInput): Promise<AdminAnnouncement> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update').limit(1);
    if (!before) throw new AppError('notFound');
    const publishing = input.published && !before.published;
    const [row] = await tx
      .update(announcements)
      .set({ ...announcementValues(input), updatedAt: sql`now()`, ...(publishing ? { publishedAt: sql`now()` } : {}) })
      .where(eq(announcements.id, id))
      .returning();
    const view = toAdminAnnouncement(row!);
    await recordAudit(tx, { actor, action: 'announcement.update', targetType: 'announcement', targetId: id, before: toAdminAnnouncement(before), after: view });
    return view;
  });
}
