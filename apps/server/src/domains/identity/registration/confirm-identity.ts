import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../http/app-error';
import type { UseCaseOptions } from '../../../platform/use-case';
import type { UserActor } from '../../../platform/actor';
import { users } from '../identity.tables';

export type IdentityChoice = 'hacker' | 'company';
export type ConfirmIdentityResult = { usertype: IdentityChoice; userStatus: 'unauthorized' };

/**
 * POST /portal/identityConfirm: the one-time choice of hacker or company. A conditional
 * update on the status, so two clicks racing each other cannot set two types.
 */
export async function confirmIdentity({ ctx, actor, input: { usertype } }: UseCaseOptions<{ usertype: IdentityChoice }, UserActor>): Promise<ConfirmIdentityResult> {
  const userId = actor.user.id;
  const [updated] = await ctx.db
    .update(users)
    .set({ usertype, status: 'unauthorized', updatedAt: ctx.clock.now() })
    .where(and(eq(users.id, userId), eq(users.status, 'unIdentityConfirm'), eq(users.role, 'user')))
    .returning({ id: users.id });
  if (updated) return { usertype, userStatus: 'unauthorized' };

  const [current] = await ctx.db.select({ status: users.status, usertype: users.usertype }).from(users).where(eq(users.id, userId)).limit(1);
  // Info not completed yet (or staff): the step is out of order rather than repeated.
  if (!current || current.status === 'imperfect' || !current.usertype) throw new AppError('stateConflict');
  throw new AppError('identityAlreadyConfirmed');
}
