import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { checkVerificationCode } from '../../../verification/send-code';
import { hashOpaqueToken, newOpaqueToken } from '../../../auth/session-token';
import { CODE_PURPOSES } from '../code-purposes';
import { registrationTickets } from '../identity.tables';
import { isPhoneRegistered } from '../users/find-user';

/** How long the complete-info form may take after the phone was verified. */
export const REGISTRATION_TICKET_TTL_SECONDS = 30 * 60;

export type VerifyRegistrationPhoneOptions = { phone: string; msgCode: string };

/**
 * POST /portal/phoneRegister: checks the SMS code and answers the `idToken` that lets
 * the complete-info step create the account. Nothing permanent is written: the ticket
 * expires, and asking again replaces it, so an abandoned registration blocks nothing.
 */
export async function verifyRegistrationPhone(ctx: AppContext, { phone, msgCode }: VerifyRegistrationPhoneOptions): Promise<string> {
  // The code first: only the owner of the phone learns that it already has an account (no enumeration).
  await checkVerificationCode(ctx, CODE_PURPOSES.register, phone, msgCode, 'msgCode');
  if (await isPhoneRegistered(ctx.db, phone)) throw new AppError('phoneRegistered', [{ field: 'phone', rule: 'phone.registered' }]);

  const idToken = newOpaqueToken();
  const id = hashOpaqueToken(idToken);
  const expiresAt = new Date(Date.now() + REGISTRATION_TICKET_TTL_SECONDS * 1000);
  await ctx.db
    .insert(registrationTickets)
    .values({ id, phone, expiresAt })
    .onConflictDoUpdate({ target: registrationTickets.phone, set: { id, expiresAt, createdAt: sql`now()` } });
  return idToken;
}
