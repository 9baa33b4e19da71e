import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { registrationPasswordSchema, type accountBindPerfectBody } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { checkPasswordRule, decryptPasswordField } from '../../crypto/password-field';
import { hashPassword } from '../../crypto/password-hashing';
import { checkVerificationCode } from '../../verification/send-code';
import { createSession } from '../../auth/create-session';
import { users } from '../identity/identity.tables';
import { findUserByEmail, isPhoneRegistered } from '../identity/users/find-user';
import type { ClientInfo } from '../identity/login/open-session';
import { BIND_CODE_PURPOSES } from './bind-code-texts';
import { readBindTicket, spendBindTicket } from './bind-ticket';
import { linkIdentity } from './link-identity';

export type CreateBoundAccountOptions = { body: z.output<typeof accountBindPerfectBody>; client: ClientInfo };
export type CreateBoundAccountResult = { token: string; userStatus: 'unIdentityConfirm'; usertype: null; username: string };

/**
 * POST /user/accountBindPerfect: a new account for an unbound identity, proven by an SMS
 * code to its phone, with the complete-info fields; the identity is bound and a session
 * opens, and the person goes on to choose an identity. Every check runs before the code
 * and the ticket are spent; the account, the binding and the session commit together.
 * The email is optional and not proven here; it must not name another account.
 */
export async function createBoundAccount(ctx: AppContext, { body, client }: CreateBoundAccountOptions): Promise<CreateBoundAccountResult> {
  const password = checkPasswordRule(registrationPasswordSchema, 'password', decryptPasswordField(ctx.transportKey, 'password', body.password));
  const ticket = { idToken: body.idToken, browser: client.browser ?? null };
  await readBindTicket(ctx, ticket);
  if (await isPhoneRegistered(ctx.db, body.phone)) throw new AppError('phoneRegistered', [{ field: 'phone', rule: 'phone.registered' }]);
  const email = body.email?.toLowerCase() ?? null;
  if (email && (await findUserByEmail(ctx.db, email))) throw new AppError('emailRegistered', [{ field: 'email', rule: 'email.registered' }]);
  await checkVerificationCode(ctx, BIND_CODE_PURPOSES.bindPerfect, body.phone, body.msgCode, 'msgCode');
  const passwordHash = await hashPassword(password);

  return ctx.db.transaction(async (tx) => {
    const identity = await spendBindTicket(ctx, tx, ticket);
    const profile = {
      email,
      nickname: body.username,
      passwordHash,
      status: 'unIdentityConfirm' as const,
      birthday: body.birthday ?? null,
      country: body.country,
      province: body.province,
      city: body.city,
      logo: identity.avatar,
      passwordChangedAt: new Date(),
      language: client.locale ?? 'zh',
    };
    // Like registration: an `imperfect` row left by an abandoned sign-up is taken over, a complete account is not.
    const [user] = await tx
      .insert(users)
      .values({ phone: body.phone, ...profile })
      .onConflictDoUpdate({ target: users.phone, set: { ...profile, updatedAt: sql`now()` }, setWhere: eq(users.status, 'imperfect') })
      .returning({ id: users.id, nickname: users.nickname });
    if (!user) throw new AppError('phoneRegistered', [{ field: 'phone', rule: 'phone.registered' }]);
    await linkIdentity(tx, user.id, identity);
    const token = await createSession(tx, { userId: user.id, ...client });
    return { token, userStatus: 'unIdentityConfirm', usertype: null, username: user.nickname };
  });
}
