import { eq, sql } from 'drizzle-orm';
import type { AdminUserStatusResult } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { revokeAllSessions } from '../../../auth/revoke-all-sessions';
import { users } from '../../identity/identity.tables';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';
import { userDisablements } from '../admin.tables';
import { userStatusSnapshot } from './user-view';

export type DisableUserOptions = { db: Database; actor: StaffActor; id: number; reason: string };

/**
 * Disables an account (status `foriben`): keeps the status it had and the reason, ends
 * every session at once, and writes the audit row, all in one transaction. Staff cannot
 * disable themselves, so the console can never lock out the last person able to undo it.
 */
export async function disableUser({ db, actor, id, reason }: DisableUserOptions): Promise<AdminUserStatusResult> {
  if (id === actor.staffId) throw new AppError('cannotDisableSelf');
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
    if (!user) throw new AppError('notFound');
    if (user.status === 'foriben') throw new AppError('stateConflict');

    await tx.update(users).set({ status: 'foriben', updatedAt: sql`now()` }).where(eq(users.id, id));
    const disablement = { previousStatus: user.status, reason, disabledBy: actor.staffId, disabledAt: new Date() };
    await tx
      .insert(userDisablements)
      .values({ userId: id, ...disablement })
      .onConflictDoUpdate({ target: userDisablements.userId, set: disablement });
    const revokedSessions = await revokeAllSessions(tx, id);

    await recordAudit(tx, {
      actor,
      action: 'user.disable',
      targetType: 'user',
      targetId: id,
      before: userStatusSnapshot(user),
      after: userStatusSnapshot({ ...user, status: 'foriben' }, { reason, revokedSessions }),
    });
    return { id, status: 'foriben' as const, revokedSessions };
  });
}
