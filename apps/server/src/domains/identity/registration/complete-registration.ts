import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import { registrationPasswordSchema, type phoneRegisterPerfectBody } from '@wardline/contract';
import { AppError } from '../../../http/app-error';
import { decryptNewPassword } from '../../../crypto/password-field';
import { hashPassword } from '../../../crypto/password-hashing';
import { createSession } from '../../../auth/create-session';
import { hashOpaqueToken } from '../../../auth/session-token';
import { inTransaction, type UseCaseOptions } from '../../../platform/use-case';
import type { Caller } from '../caller';
import { registrationTickets, users } from '../identity.tables';

export type CompleteRegistrationInput = z.output<typeof phoneRegisterPerfectBody>;

export type RegistrationResult = { userStatus: 'unIdentityConfirm'; token: string; usertype: null; username: string };

/**
 * POST /portal/phoneRegisterPerfect: creates the account from a verified phone and signs
 * it in, in the caller's language (what it is sent SMS and mail in). Every check runs before
 * the ticket is spent, and the ticket, the account and the session commit together, so a
 * refused step can simply be sent again.
 */
export async function completeRegistration({ ctx, actor, input: body }: UseCaseOptions<CompleteRegistrationInput, Caller>): Promise<RegistrationResult> {
  const password = await decryptNewPassword(ctx, registrationPasswordSchema, {
    password: ['password', body.password],
    repeat: ['rePassword', body.rePassword],
  });
  const passwordHash = await hashPassword(password);

  return inTransaction(ctx, async ({ db: tx, clock }) => {
    const now = clock.now();
    const [ticket] = await tx
      .delete(registrationTickets)
      .where(and(eq(registrationTickets.id, hashOpaqueToken(body.idToken)), gt(registrationTickets.expiresAt, now)))
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
      passwordChangedAt: now,
      language: actor.locale,
      updatedAt: now,
    };
    // The `imperfect` row of the verified phone (or one left by an abandoned third-party sign-up) is taken over; a complete account is not.
    const [user] = await tx
      .insert(users)
      .values({ phone: ticket.phone, ...profile, createdAt: now })
      .onConflictDoUpdate({ target: users.phone, set: profile, setWhere: eq(users.status, 'imperfect') })
      .returning({ id: users.id, nickname: users.nickname });
    if (!user) throw new AppError('phoneRegistered', [{ field: 'phone', rule: 'phone.registered' }]);

    const token = await createSession(tx, { userId: user.id, clientIp: actor.clientIp, userAgent: actor.userAgent, at: now });
    return { userStatus: 'unIdentityConfirm', token, usertype: null, username: user.nickname };
  });
}
