import { AppError } from '../../../http/app-error';
import { checkVerificationCode } from '../../../verification/send-code';
import type { UseCaseOptions } from '../../../platform/use-case';
import type { Caller } from '../caller';
import { CODE_PURPOSES } from '../code-purposes';
import { users } from '../identity.tables';
import { isPhoneRegistered } from '../users/find-user';
import { issueRegistrationTicket } from './registration-ticket';

export { REGISTRATION_TICKET_TTL_SECONDS } from './registration-ticket';

export type VerifyRegistrationPhoneInput = { phone: string; msgCode: string };

/**
 * POST /portal/phoneRegister: checks the SMS code and answers the `idToken` that lets the
 * complete-info step create the account. The proven phone is kept as an `imperfect` account
 * (spec 000 §4: info not complete) with no password, so its owner who leaves now can come
 * back by phone sign-in and be sent on to complete-info (issue 13 item 24). Such a row
 * blocks nothing: a new registration of the phone takes it over.
 */
export async function verifyRegistrationPhone({ ctx, actor, input: { phone, msgCode } }: UseCaseOptions<VerifyRegistrationPhoneInput, Caller>): Promise<string> {
  // The code first: only the owner of the phone learns that it already has an account (no enumeration).
  await checkVerificationCode(ctx, CODE_PURPOSES.register, phone, msgCode, 'msgCode');
  if (await isPhoneRegistered(ctx.db, phone)) throw new AppError('phoneRegistered', [{ field: 'phone', rule: 'phone.registered' }]);
  const now = ctx.clock.now();
  await ctx.db.insert(users).values({ phone, status: 'imperfect', language: actor.locale, createdAt: now, updatedAt: now }).onConflictDoNothing();
  return issueRegistrationTicket(ctx, phone);
}
