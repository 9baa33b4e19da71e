import { eq } from 'drizzle-orm';
import type { AdminAnnouncement } from '@wardline/contract';
import { inTransaction, type UseCaseOptions } from '../../../platform/use-case';
import { recordEvent } from '../../../platform/events/event-bus';
import { announcements } from '../../content/content.tables';
import { announcementPublished } from '../../content/announcement.events';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';
import { announcementValues, toAdminAnnouncement, type AnnouncementInput } from './announcement-admin-view';
import { findAnnouncement } from './find-announcement';

/**
 * PUT /admin/announcements/{id}: replaces every field. A draft that becomes published
 * is dated now, so it appears at the top of the list rather than where it was drafted,
 * and is announced to every account.
 */
export async function updateAnnouncement({ ctx, actor, input }: UseCaseOptions<{ id: string; announcement: AnnouncementInput }, StaffActor>): Promise<AdminAnnouncement> {
  return inTransaction(ctx, async (txc) => {
    const before = await findAnnouncement(txc.db, input.id, { forUpdate: true });
    const now = txc.clock.now();
    const publishing = input.announcement.published && !before.published;
    const [row] = await txc.db
      .update(announcements)
      .set({ ...announcementValues(input.announcement), updatedAt: now, ...(publishing ? { publishedAt: now } : {}) })
      .where(eq(announcements.id, before.id))
      .returning();
    const view = toAdminAnnouncement(row!);
    if (publishing) {
      await recordEvent(txc, announcementPublished, { subjectId: before.id, actorId: actor.staffId, payload: { announcementId: before.publicId, title: { zh: row!.titleZh, en: row!.titleEn } } });
    }
    await recordAudit(txc.db, { actor, action: 'announcement.update', targetType: 'announcement', targetId: before.publicId, before: toAdminAnnouncement(before), after: view, at: now });
    return view;
  });
}
