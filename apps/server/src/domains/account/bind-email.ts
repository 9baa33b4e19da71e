import type { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import type { bindEmailBody } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { AppError, fieldError } from '../../http/app-error';
import { checkVerificationCode } from '../../verification/send-code';
import { revokeAllSessions } from '../../auth/revoke-all-sessions';
import { CODE_PURPOSES } from '../identity/code-purposes';
import { users } from '../identity/identity.tables';
import { isUniqueViolation } from '../third-party/unique-violation';
import { accountRefusal } from './account-policy';
import { boundAddressesOf, emailView } from './bound-addresses';

export type BindEmailInput = z.output<typeof bindEmailBody> & { sessionId: string | null };

/**
 * POST /portal/checkAndUpdateEmailCode: binds an email, or replaces the bound one. The new
 * mailbox is proven by the code POST /portal/sendEmailCode sent it; a replacement also needs
 * `oldCode`, sent to the current mailbox by /user/sendVerifyCode, checked first so a wrong
 * one spends nothing of the new. The update is conditional on the email read, so two
 * changes racing cannot both land; a mailbox of another account is refused. A new way into
 * the account ends its other sessions (as binding a phone does): only this one stays.
 */
export async function bindEmail({ ctx, actor, input }: UseCaseOptions<BindEmailInput, UserActor>) {
  enforce(accountRefusal(actor.user, 'email'));
  const email = input.email.toLowerCase();
  const { email: current } = await boundAddressesOf(ctx.db, actor.user.id);
  if (current === email) throw fieldError('email', 'address.unchanged');
  if (current) {
    if (!input.oldCode) throw fieldError('oldCode', 'oldCode.required');
    await checkVerificationCode(ctx, CODE_PURPOSES.currentEmail, current, input.oldCode, 'oldCode');
  }
  await checkVerificationCode(ctx, CODE_PURPOSES.emailBind, email, input.smsCode, 'smsCode');
  try {
    const [updated] = await ctx.db
      .update(users)
      .set({ email, updatedAt: ctx.clock.now() })
      .where(and(eq(users.id, actor.user.id), current ? eq(users.email, current) : isNull(users.email)))
      .returning({ id: users.id });
    if (!updated) throw new AppError('stateConflict');
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('emailRegistered', [{ field: 'email', rule: 'email.registered' }]);
    throw err;
  }
  await revokeAllSessions(ctx, actor.user.id, input.sessionId);
  return emailView(email);
}
