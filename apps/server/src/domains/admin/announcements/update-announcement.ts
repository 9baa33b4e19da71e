import { eq, sql } from 'drizzle-orm';
import type { AdminAnnouncement } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { inTransaction } from '../../../platform/use-case';
import { recordEvent } from '../../../platform/events/event-bus';
import { announcements } from '../../content/content.tables';
import { announcementPublished } from '../../content/announcement.events';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';
import { announcementValues, toAdminAnnouncement, type AnnouncementInput } from './announcement-admin-view';

/**
 * PUT /admin/announcements/{id}: replaces every field. A draft that becomes published
 * is dated now, so it appears at the top of the list rather than where it was drafted,
 * and is announced to every account.
 */
export async function updateAnnouncement(ctx: AppContext, actor: StaffActor, id: number, input: AnnouncementInput): Promise<AdminAnnouncement> {
  return inTransaction(ctx, async (txc) => {
    const tx = txc.db;
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update').limit(1);
    if (!before) throw new AppError('notFound');
    const publishing = input.published && !before.published;
    const [row] = await tx
      .update(announcements)
      .set({ ...announcementValues(input), updatedAt: sql`now()`, ...(publishing ? { publishedAt: sql`now()` } : {}) })
      .where(eq(announcements.id, id))
      .returning();
    const view = toAdminAnnouncement(row!);
    if (publishing) {
      await recordEvent(txc, announcementPublished, { subjectId: id, actorId: actor.staffId, payload: { announcementId: id, title: { zh: row!.titleZh, en: row!.titleEn } } });
    }
    await recordAudit(tx, { actor, action: 'announcement.update', targetType: 'announcement', targetId: id, before: toAdminAnnouncement(before), after: view });
    return view;
  });
}
