import { eq } from 'drizzle-orm';
import type { AdminUserStatusResult } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../platform/use-case';
import { recordEvent } from '../../../platform/events/event-bus';
import { AppError } from '../../../http/app-error';
import { revokeAllSessions } from '../../../auth/revoke-all-sessions';
import { users } from '../../identity/identity.tables';
import { recordAudit } from '../../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../../audit/staff-actor';
import { enforce } from '../../../platform/policy/policy';
import { userAdminRefusal } from './user-policy';
import { userDisablements } from '../admin.tables';
import { userStatusSnapshot } from './user-view';
import { accountDisabled } from './account.events';
import { targetUser } from './target-user';

export type DisableUserOptions = { ctx: AppContext; actor: StaffActor; input: { publicId: string; reason: string } };

/**
 * Disables an account (status `foriben`): keeps the status it had and the reason, ends
 * every session at once, and writes the audit row, all in one transaction. Who may is the
 * user policy: never oneself (the console can never lock out the last person able to undo
 * it), and staff accounts only by a staff administrator.
 * The `account.disabled` event of the same transaction tells the person and closes their open streams.
 */
export async function disableUser({ ctx, actor, input: { publicId, reason } }: DisableUserOptions): Promise<AdminUserStatusResult> {
  enforce(userAdminRefusal(asPolicyActor(actor), 'disable'));
  return inTransaction(ctx, async (txc) => {
    const tx = txc.db;
    const user = await targetUser(tx, publicId, { forUpdate: true });
    enforce(userAdminRefusal(asPolicyActor(actor), 'disable', user));
    if (user.status === 'foriben') throw new AppError('stateConflict');

    const now = txc.clock.now();
    await tx.update(users).set({ status: 'foriben', updatedAt: now }).where(eq(users.id, user.id));
    const disablement = { previousStatus: user.status, reason, disabledBy: actor.staffId, disabledAt: now };
    await tx
      .insert(userDisablements)
      .values({ userId: user.id, ...disablement })
      .onConflictDoUpdate({ target: userDisablements.userId, set: disablement });
    const revokedSessions = await revokeAllSessions(txc, user.id);
    await recordEvent(txc, accountDisabled, { subjectId: user.id, actorId: actor.staffId, payload: { userId: user.id, reason } });

    await recordAudit(tx, {
      actor,
      action: 'user.disable',
      targetType: 'user',
      targetId: publicId,
      before: userStatusSnapshot(user),
      after: userStatusSnapshot({ ...user, status: 'foriben' }, { reason, revokedSessions }),
    });
    return { id: publicId, status: 'foriben' as const, revokedSessions };
  });
}
