import type { AdminAnnouncement } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { announcements } from '../../content/content.tables';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';
import { announcementValues, toAdminAnnouncement, type AnnouncementInput } from './announcement-admin-view';

/** POST /admin/announcements: the bodies are sanitised before they are stored. */
export async function createAnnouncement(db: Database, actor: StaffActor, input: AnnouncementInput): Promise<AdminAnnouncement> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(announcements).values(announcementValues(input)).returning();
    const view = toAdminAnnouncement(row!);
    await recordAudit(tx, { actor, action: 'announcement.create', targetType: 'announcement', targetId: view.id, before: null, after: view });
    return view;
  });
}
