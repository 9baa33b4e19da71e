import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { staffTotp, totpChallenges } from '../../../auth/totp/totp.tables';
import { inTransaction } from '../../../platform/use-case';
import { enforce } from '../../../platform/policy/policy';
import { recordAudit } from '../../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../../audit/staff-actor';
import { userAdminRefusal } from './user-policy';
import { targetUser } from './target-user';

export type ResetUserTotpOptions = { ctx: AppContext; actor: StaffActor; input: { publicId: string } };

/**
 * POST /admin/users/{id}/reset-totp: a staff administrator turns off two-step sign-in of a
 * colleague who lost their authenticator; the colleague must enrol again before the
 * console answers them. Never one's own: that takes a current code
 * (/admin/me/totp/disable), so a stolen session cannot strip it.
 */
export async function resetUserTotp({ ctx, actor, input: { publicId } }: ResetUserTotpOptions): Promise<null> {
  return inTransaction(ctx, async ({ db: tx }) => {
    const target = await targetUser(tx, publicId);
    const id = target.id;
    enforce(userAdminRefusal(asPolicyActor(actor), 'resetTotp', target));
    const removed = await tx.delete(staffTotp).where(eq(staffTotp.userId, id)).returning({ enabledAt: staffTotp.enabledAt });
    if (removed.length === 0) throw new AppError('stateConflict');
    await tx.delete(totpChallenges).where(eq(totpChallenges.userId, id));
    await recordAudit(tx, {
      actor,
      action: 'user.resetTotp',
      targetType: 'user',
      targetId: publicId,
      before: { totpEnabled: removed[0]!.enabledAt !== null },
      after: { totpEnabled: false },
    });
    return null;
  });
}
