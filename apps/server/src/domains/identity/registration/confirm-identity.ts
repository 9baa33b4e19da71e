import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { users } from '../identity.tables';

export type IdentityChoice = 'hacker' | 'company';
export type ConfirmIdentityResult = { usertype: IdentityChoice; userStatus: 'unauthorized' };

/**
 * POST /portal/identityConfirm: the one-time choice of hacker or company. A conditional
 * update on the status, so two clicks racing each other cannot set two types.
 */
export async function confirmIdentity(db: Database, userId: number, usertype: IdentityChoice): Promise<ConfirmIdentityResult> {
  const [updated] = await db
    .update(users)
    .set({ usertype, status: 'unauthorized', updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.status, 'unIdentityConfirm'), eq(users.role, 'user')))
    .returning({ id: users.id });
  if (updated) return { usertype, userStatus: 'unauthorized' };

  const [current] = await db.select({ status: users.status, usertype: users.usertype }).from(users).where(eq(users.id, userId)).limit(1);
  // Info not completed yet (or staff): the step is out of order rather than repeated.
  if (!current || current.status === 'imperfect' || !current.usertype) throw new AppError('stateConflict');
  throw new AppError('identityAlreadyConfirmed');
}
