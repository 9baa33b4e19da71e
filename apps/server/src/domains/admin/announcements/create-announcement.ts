import type { AdminAnnouncement } from '@wardline/contract';
import { inTransaction, type UseCaseOptions } from '../../../platform/use-case';
import { recordEvent } from '../../../platform/events/event-bus';
import { announcements } from '../../content/content.tables';
import { announcementPublished } from '../../content/announcement.events';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';
import { announcementValues, toAdminAnnouncement, type AnnouncementInput } from './announcement-admin-view';

/** POST /admin/announcements: the bodies are sanitised before they are stored; a published one is announced to every account. */
export async function createAnnouncement({ ctx, actor, input }: UseCaseOptions<AnnouncementInput, StaffActor>): Promise<AdminAnnouncement> {
  return inTransaction(ctx, async (txc) => {
    const now = txc.clock.now();
    const [row] = await txc.db
      .insert(announcements)
      .values({ ...announcementValues(input), publishedAt: now, createdAt: now, updatedAt: now })
      .returning();
    const view = toAdminAnnouncement(row!);
    if (row!.published) {
      await recordEvent(txc, announcementPublished, { subjectId: row!.id, actorId: actor.staffId, payload: { announcementId: row!.publicId, title: { zh: row!.titleZh, en: row!.titleEn } } });
    }
    await recordAudit(txc.db, { actor, action: 'announcement.create', targetType: 'announcement', targetId: view.id, before: null, after: view, at: now });
    return view;
  });
}
