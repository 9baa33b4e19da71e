import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { staffTotp, totpChallenges } from '../../../auth/totp/totp.tables';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';

/**
 * POST /admin/users/{id}/reset-totp: another staff member turns off two-step sign-in of a
 * colleague who lost their authenticator. Never one's own: that takes a current code
 * (/admin/me/totp/disable), so a stolen session cannot strip it.
 */
export async function resetUserTotp(db: Database, actor: StaffActor, id: number): Promise<void> {
  if (id === actor.staffId) throw new AppError('forbidden');
  await db.transaction(async (tx) => {
    const removed = await tx.delete(staffTotp).where(eq(staffTotp.userId, id)).returning({ enabledAt: staffTotp.enabledAt });
    if (removed.length === 0) throw new AppError('stateConflict');
    await tx.delete(totpChallenges).where(eq(totpChallenges.userId, id));
    await recordAudit(tx, {
      actor,
      action: 'user.resetTotp',
      targetType: 'user',
      targetId: id,
      before: { totpEnabled: removed[0]!.enabledAt !== null },
      after: { totpEnabled: false },
    });
  });
}
