import { and, eq, isNull } from 'drizzle-orm';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { AppError, fieldError } from '../../http/app-error';
import { CODE_PURPOSES } from '../identity/code-purposes';
import { checkVerificationCode } from '../../verification/send-code';
import { users } from '../identity/identity.tables';
import { BIND_CODE_PURPOSES } from './bind-code-texts';
import { isUniqueViolation } from './unique-violation';
import { revokeAllSessions } from '../../auth/revoke-all-sessions';

/**
 * POST /portal/checkSmsCode (signed in): the code proves the phone, which becomes the account's
 * phone. An account without one gets it here (/qualification/tel); an account that has one
 * replaces it only with `oldCode` too, the code /user/sendVerifyCode sent to the current phone
 * (the account centre, issue 10 §3), checked first so a wrong one spends nothing of the new.
 * The update is conditional on the phone read, so racing changes cannot both land; a phone
 * taken meanwhile is refused. A new way into the account ends its other sessions (issue 12
 * item 15): only the session that bound it stays.
 */
export async function bindPhone({ ctx, actor, input }: UseCaseOptions<{ phone: string; smsCode: string; oldCode?: string; sessionId: string | null }, UserActor>): Promise<{ phone: string }> {
  const { phone, smsCode, oldCode, sessionId } = input;
  const userId = actor.user.id;
  const [current] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  if (current?.phone === phone) return { phone };
  const oldPhone = current?.phone ?? null;
  if (oldPhone) {
    if (!oldCode) throw fieldError('oldCode', 'oldCode.required');
    await checkVerificationCode(ctx, CODE_PURPOSES.currentPhone, oldPhone, oldCode, 'oldCode');
  }
  await checkVerificationCode(ctx, BIND_CODE_PURPOSES.phoneBind, phone, smsCode, 'smsCode');
  // The phone's owner proved it: an unfinished registration of it (an `imperfect` row without a
  // password, identity/registration/verify-registration-phone.ts) gives way rather than block it.
  await ctx.db.delete(users).where(and(eq(users.phone, phone), eq(users.status, 'imperfect'), isNull(users.passwordHash)));
  try {
    const [updated] = await ctx.db
      .update(users)
      .set({ phone, updatedAt: ctx.clock.now() })
      .where(and(eq(users.id, userId), oldPhone ? eq(users.phone, oldPhone) : isNull(users.phone)))
      .returning({ id: users.id });
    if (!updated) throw new AppError('stateConflict');
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('phoneRegistered', [{ field: 'telephone', rule: 'phone.registered' }]);
    throw err;
  }
  await revokeAllSessions(ctx, userId, sessionId);
  return { phone };
}
