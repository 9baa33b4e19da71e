import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type accountBindPerfectBody } from '@wardline/contract';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { AppError } from '../../http/app-error';
import { checkNewPassword, decryptPasswordField } from '../../crypto/password-field';
import { hashPassword } from '../../crypto/password-hashing';
import { checkVerificationCode } from '../../verification/send-code';
import { createSession } from '../../auth/create-session';
import { users } from '../identity/identity.tables';
import { findUserByEmail, isPhoneRegistered } from '../identity/users/find-user';
import { CODE_PURPOSES } from '../identity/code-purposes';
import { BIND_CODE_PURPOSES } from './bind-code-texts';
import { readBindTicket, spendBindTicket } from './bind-ticket';
import { clientOf, type Caller, type SignInBrowser } from './caller';
import { linkIdentity } from './link-identity';

export type CreateBoundAccountInput = SignInBrowser & z.output<typeof accountBindPerfectBody>;
export type CreateBoundAccountResult = { token: string; userStatus: 'unIdentityConfirm'; usertype: null; username: string };

/**
 * POST /user/accountBindPerfect: a new account for an unbound identity, proven by an SMS
 * code to its phone, with the complete-info fields; the identity is bound and a session
 * opens, and the person goes on to choose an identity. The account, the binding and the
 * session commit together. The email is optional; given, it is proven by its own code.
 */
export async function createBoundAccount({ ctx, actor, input }: UseCaseOptions<CreateBoundAccountInput, Caller>): Promise<CreateBoundAccountResult> {
  const password = checkNewPassword('password', await decryptPasswordField(ctx, 'password', input.password));
  const ticket = { idToken: input.idToken, browser: input.browser };
  await readBindTicket(ctx, ticket);
  // Codes first: only the owner of the phone (and of the mailbox) learns that it has an account.
  // The email is attached only when its own code proves it (issue 12, item 8).
  const email = input.email?.toLowerCase() || null;
  await checkVerificationCode(ctx, BIND_CODE_PURPOSES.bindPerfect, input.phone, input.msgCode, 'msgCode');
  if (email) await checkVerificationCode(ctx, CODE_PURPOSES.emailBind, email, input.emailCode ?? '', 'emailCode');
  if (await isPhoneRegistered(ctx.db, input.phone)) throw new AppError('phoneRegistered', [{ field: 'phone', rule: 'phone.registered' }]);
  if (email && (await findUserByEmail(ctx.db, email))) throw new AppError('emailRegistered', [{ field: 'email', rule: 'email.registered' }]);
  const passwordHash = await hashPassword(password);

  return inTransaction(ctx, async (tx) => {
    const identity = await spendBindTicket(tx, ticket);
    const now = tx.clock.now();
    const profile = {
      email,
      nickname: input.username,
      passwordHash,
      status: 'unIdentityConfirm' as const,
      birthday: input.birthday ?? null,
      country: input.country,
      province: input.province,
      city: input.city,
      logo: identity.avatar,
      passwordChangedAt: now,
      language: actor.locale,
      updatedAt: now,
    };
    // Like registration: an `imperfect` row left by an abandoned sign-up is taken over, a complete account is not.
    const [user] = await tx.db
      .insert(users)
      .values({ phone: input.phone, ...profile, createdAt: now })
      .onConflictDoUpdate({ target: users.phone, set: profile, setWhere: eq(users.status, 'imperfect') })
      .returning({ id: users.id, nickname: users.nickname });
    if (!user) throw new AppError('phoneRegistered', [{ field: 'phone', rule: 'phone.registered' }]);
    await linkIdentity(tx, user.id, identity, input.phone);
    const token = await createSession(tx.db, { userId: user.id, ...clientOf(actor), at: tx.clock.now() });
    return { token, userStatus: 'unIdentityConfirm', usertype: null, username: user.nickname };
  });
}
