import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { registrationPasswordSchema, type Locale, type phoneRegisterPerfectBody } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { decryptNewPassword } from '../../../crypto/password-field';
import { hashPassword } from '../../../crypto/password-hashing';
import { createSession } from '../../../auth/create-session';
import { hashOpaqueToken } from '../../../auth/session-token';
import { registrationTickets, users } from '../identity.tables';

export type CompleteRegistrationOptions = {
  body: z.output<typeof phoneRegisterPerfectBody>;
  clientIp: string;
  userAgent: string | undefined;
  /** The language the account is created in: what it is sent SMS and mail in. */
  locale: Locale;
};

export type RegistrationResult = { userStatus: 'unIdentityConfirm'; token: string; usertype: null; username: string };

/**
 * POST /portal/phoneRegisterPerfect: creates the account from a verified phone and signs
 * it in. Every check runs before the ticket is spent, and the ticket, the account and the
 * session commit together, so a refused step can simply be sent again.
 */
export async function completeRegistration(ctx: AppContext, { body, clientIp, userAgent, locale }: CompleteRegistrationOptions): Promise<RegistrationResult> {
  const password = await decryptNewPassword(ctx, registrationPasswordSchema, {
    password: ['password', body.password],
    repeat: ['rePassword', body.rePassword],
  });
  const passwordHash = await hashPassword(password);

  return ctx.db.transaction(async (tx) => {
    const [ticket] = await tx
      .delete(registrationTickets)
      .where(and(eq(registrationTickets.id, hashOpaqueToken(body.idToken)), gt(registrationTickets.expiresAt, sql`now()`)))
      .returning({ phone: registrationTickets.phone });
    if (!ticket) throw new AppError('registrationExpired', [{ field: 'idToken', rule: 'idToken.required' }]);

    const profile = {
      nickname: body.username,
      passwordHash,
      status: 'unIdentityConfirm' as const,
      birthday: body.birthday,
      country: body.country,
      province: body.province,
      city: body.city,
      passwordChangedAt: new Date(),
      language: locale,
    };
    // An `imperfect` row left by an abandoned third-party sign-up is taken over; a complete account is not.
    const [user] = await tx
      .insert(users)
      .values({ phone: ticket.phone, ...profile })
      .onConflictDoUpdate({ target: users.phone, set: { ...profile, updatedAt: sql`now()` }, setWhere: eq(users.status, 'imperfect') })
      .returning({ id: users.id, nickname: users.nickname });
    if (!user) throw new AppError('phoneRegistered', [{ field: 'phone', rule: 'phone.registered' }]);

    const token = await createSession(tx, { userId: user.id, clientIp, userAgent });
    return { userStatus: 'unIdentityConfirm', token, usertype: null, username: user.nickname };
  });
}
