import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { registrationPasswordSchema, type updatePasswordBody } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { AppError } from '../../http/app-error';
import { decryptNewPassword, decryptPasswordField } from '../../crypto/password-field';
import { hashPassword, verifyPassword } from '../../crypto/password-hashing';
import { revokeAllSessions } from '../../auth/revoke-all-sessions';
import { users } from '../identity/identity.tables';
import { accountRefusal } from './account-policy';
import { passwordChanged } from './account.events';
import { recordEvent } from '../../platform/events/event-bus';

/** Wrong current passwords an account may send in a quarter of an hour: a stolen session cannot guess it. */
export const PASSWORD_CHANGE_TRIES = { count: 5, windowSeconds: 15 * 60 } as const;

/**
 * POST /user/updatepassword: the current password (checked against the stored hash), the new
 * one under the registration rule and the common-password list, and its repeat, all three
 * RSA-OAEP encrypted. The new hash and the end of every session of the account, this one
 * included, commit together (spec 001 §4: the user is signed out). An account made by a
 * third-party sign-in without a password sets one through the password reset instead.
 */
export async function updatePassword({ ctx, actor, input }: UseCaseOptions<z.output<typeof updatePasswordBody>, UserActor>): Promise<null> {
  enforce(accountRefusal(actor.user, 'password'));
  const userId = actor.user.id;
  if ((await ctx.limiter.peek(`password-change:${userId}`)) >= PASSWORD_CHANGE_TRIES.count) throw new AppError('rateLimited');
  const current = await decryptPasswordField(ctx, 'password', input.password);
  const password = await decryptNewPassword(ctx, registrationPasswordSchema, { password: ['newPassword', input.newPassword], repeat: ['rePassword', input.rePassword] });
  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!(await verifyPassword(row?.passwordHash ?? null, current))) {
    await ctx.limiter.hit(`password-change:${userId}`, PASSWORD_CHANGE_TRIES.count, PASSWORD_CHANGE_TRIES.windowSeconds);
    throw new AppError('reauthenticationFailed', [{ field: 'password', rule: 'password.wrong' }]);
  }
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    await tx.db.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
    await recordEvent(tx, passwordChanged, { subjectId: userId, actorId: userId, payload: { userId } });
  });
  return null;
}
