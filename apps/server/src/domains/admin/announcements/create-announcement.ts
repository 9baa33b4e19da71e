import type { AdminAnnouncement } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../platform/use-case';
import { recordEvent } from '../../../platform/events/event-bus';
import { announcements } from '../../content/content.tables';
import { announcementPublished } from '../../content/announcement.events';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';
import { announcementValues, toAdminAnnouncement, type AnnouncementInput } from './announcement-admin-view';

/** POST /admin/announcements: the bodies are sanitised before they are stored; a published one is announced to every account. */
export async function createAnnouncement(ctx: AppContext, actor: StaffActor, input: AnnouncementInput): Promise<AdminAnnouncement> {
  return inTransaction(ctx, async (txc) => {
    const tx = txc.db;
    const [row] = await tx.insert(announcements).values(announcementValues(input)).returning();
    const view = toAdminAnnouncement(row!);
    if (row!.published) {
      await recordEvent(txc, announcementPublished, { subjectId: row!.id, actorId: actor.staffId, payload: { announcementId: row!.id, title: { zh: row!.titleZh, en: row!.titleEn } } });
    }
    await recordAudit(tx, { actor, action: 'announcement.create', targetType: 'announcement', targetId: view.id, before: null, after: view });
    return view;
  });
}
