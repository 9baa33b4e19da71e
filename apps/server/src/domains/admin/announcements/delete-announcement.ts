import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { announcements } from '../../content/content.tables';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';
import { toAdminAnnouncement } from './announcement-admin-view';

/** DELETE /admin/announcements/{id}: gone from the site; the audit row keeps the full text. */
export async function deleteAnnouncement(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update').limit(1);
    if (!before) throw new AppError('notFound');
    await tx.delete(announcements).where(eq(announcements.id, id));
    await recordAudit(tx, { actor, action: 'announcement.delete', targetType: 'announcement', targetId: id, before: toAdminAnnouncement(before), after: null });
  });
}
