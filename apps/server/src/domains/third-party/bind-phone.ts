import { and, eq, isNull } from 'drizzle-orm';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { AppError } from '../../http/app-error';
import { checkVerificationCode } from '../../verification/send-code';
import { users } from '../identity/identity.tables';
import { BIND_CODE_PURPOSES } from './bind-code-texts';
import { isUniqueViolation } from './unique-violation';
import { revokeAllSessions } from '../../auth/revoke-all-sessions';

/**
 * POST /portal/checkSmsCode (/qualification/tel, signed in): the code proves the phone,
 * which becomes the account's phone. Only an account without a phone gets one here
 * (changing a phone is the account centre's business); a phone taken meanwhile is refused.
 * A new way into the account ends its other sessions (issue 12 item 15): only the session
 * that bound it stays.
 */
export async function bindPhone({ ctx, actor, input }: UseCaseOptions<{ phone: string; smsCode: string; sessionId: string | null }, UserActor>): Promise<{ phone: string }> {
  const { phone, smsCode, sessionId } = input;
  const userId = actor.user.id;
  const [current] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  if (current?.phone === phone) return { phone };
  if (current?.phone) throw new AppError('stateConflict');
  await checkVerificationCode(ctx, BIND_CODE_PURPOSES.phoneBind, phone, smsCode, 'smsCode');
  // The phone's owner proved it: an unfinished registration of it (an `imperfect` row without a
  // password, identity/registration/verify-registration-phone.ts) gives way rather than block it.
  await ctx.db.delete(users).where(and(eq(users.phone, phone), eq(users.status, 'imperfect'), isNull(users.passwordHash)));
  try {
    const [updated] = await ctx.db
      .update(users)
      .set({ phone, updatedAt: ctx.clock.now() })
      .where(and(eq(users.id, userId), isNull(users.phone)))
      .returning({ id: users.id });
    if (!updated) throw new AppError('stateConflict');
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('phoneRegistered', [{ field: 'telephone', rule: 'phone.registered' }]);
    throw err;
  }
  await revokeAllSessions(ctx, userId, sessionId);
  return { phone };
}
