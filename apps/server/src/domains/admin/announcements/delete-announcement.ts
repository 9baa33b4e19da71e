import { eq } from 'drizzle-orm';
import { inTransaction, type UseCaseOptions } from '../../../platform/use-case';
import { announcements } from '../../content/content.tables';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';
import { toAdminAnnouncement } from './announcement-admin-view';
import { findAnnouncement } from './find-announcement';

/** DELETE /admin/announcements/{id}: gone from the site; the audit row keeps the full text. */
export async function deleteAnnouncement({ ctx, actor, input }: UseCaseOptions<{ id: string }, StaffActor>): Promise<null> {
  return inTransaction(ctx, async ({ db: tx, clock }) => {
    const before = await findAnnouncement(tx, input.id, { forUpdate: true });
    await tx.delete(announcements).where(eq(announcements.id, before.id));
    await recordAudit(tx, { actor, action: 'announcement.delete', targetType: 'announcement', targetId: before.publicId, before: toAdminAnnouncement(before), after: null, at: clock.now() });
    return null;
  });
}
