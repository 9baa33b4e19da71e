import { eq } from 'drizzle-orm';
import type { AdminUserStatusResult, UserStatus } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../platform/use-case';
import { recordEvent } from '../../../platform/events/event-bus';
import { AppError } from '../../../http/app-error';
import { users } from '../../identity/identity.tables';
import { recordAudit } from '../../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../../audit/staff-actor';
import { enforce } from '../../../platform/policy/policy';
import { userAdminRefusal } from './user-policy';
import { userDisablements } from '../admin.tables';
import { userStatusSnapshot } from './user-view';
import { accountEnabled } from './account.events';
import { targetUser } from './target-user';

export type EnableUserOptions = { ctx: AppContext; actor: StaffActor; input: { publicId: string } };

/**
 * Lifts a disablement: the account gets back the status it had when it was disabled.
 * Sessions revoked by the disablement stay revoked; the user signs in again.
 */
export async function enableUser({ ctx, actor, input: { publicId } }: EnableUserOptions): Promise<AdminUserStatusResult> {
  return inTransaction(ctx, async (txc) => {
    const tx = txc.db;
    const user = await targetUser(tx, publicId, { forUpdate: true });
    const id = user.id;
    enforce(userAdminRefusal(asPolicyActor(actor), 'enable', user));
    if (user.status !== 'foriben') throw new AppError('stateConflict');
    const [disablement] = await tx.select().from(userDisablements).where(eq(userDisablements.userId, id)).limit(1);
    const restored = disablement?.previousStatus ?? fallbackStatus(user);

    await tx.update(users).set({ status: restored, updatedAt: txc.clock.now() }).where(eq(users.id, id));
    await tx.delete(userDisablements).where(eq(userDisablements.userId, id));
    await recordEvent(txc, accountEnabled, { subjectId: id, actorId: actor.staffId, payload: { userId: id } });
    await recordAudit(tx, {
      actor,
      action: 'user.enable',
      targetType: 'user',
      targetId: publicId,
      before: userStatusSnapshot(user, disablement ? { reason: disablement.reason } : {}),
      after: userStatusSnapshot({ ...user, status: restored }),
    });
    return { id: publicId, status: restored, revokedSessions: 0 };
  });
}

/** An account disabled outside the console has no recorded status: the safest one that still lets it in. */
function fallbackStatus(user: { usertype: string | null; role: string }): UserStatus {
  if (user.role === 'staff') return 'certification';
  return user.usertype ? 'unauthorized' : 'unIdentityConfirm';
}
