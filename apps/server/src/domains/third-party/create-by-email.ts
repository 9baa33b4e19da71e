import type { z } from 'zod';
import { type profectUserBody, type UserStatus, type UserType } from '@wardline/contract';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { AppError } from '../../http/app-error';
import { checkNewPassword, decryptPasswordField } from '../../crypto/password-field';
import { hashPassword } from '../../crypto/password-hashing';
import { checkVerificationCode } from '../../verification/send-code';
import { createSession } from '../../auth/create-session';
import { CODE_PURPOSES } from '../identity/code-purposes';
import { users } from '../identity/identity.tables';
import { findUserByEmail } from '../identity/users/find-user';
import { readBindTicket, spendBindTicket } from './bind-ticket';
import { clientOf, type Caller, type SignInBrowser } from './caller';
import { linkIdentity } from './link-identity';
import { completionProfiles } from './third-party.tables';
import { isUniqueViolation } from './unique-violation';

/** What /portal/profectuser(ali) answers: a session (spec 000 §7: token, usertype, username) and where to go next. */
export type ProfectUserAnswer = { token: string; usertype: UserType | null; username: string; userStatus: UserStatus; country: string };

export type CreateByEmailInput = SignInBrowser & Omit<Extract<z.output<typeof profectUserBody>, { mode: 'create' }>, 'mode'>;

/**
 * /portal/profectuser(ali), mode `create` (/qualification/user, "no account, complete
 * info"): a new account named by a proven email, with its type chosen on the form (so it
 * starts `unauthorized`, ready for certification); the identity is bound and a session
 * opens. A hacker's birthday and blog are kept; a company's name is its nickname.
 */
export async function createByEmail({ ctx, actor, input }: UseCaseOptions<CreateByEmailInput, Caller>): Promise<ProfectUserAnswer> {
  const password = checkNewPassword('password', await decryptPasswordField(ctx, 'password', input.password));
  const email = input.email.toLowerCase();
  const ticket = { idToken: input.idToken, browser: input.browser };
  await readBindTicket(ctx, ticket);
  // The code first: only the owner of the mailbox learns that it already has an account.
  await checkVerificationCode(ctx, CODE_PURPOSES.emailBind, email, input.emailCode, 'emailCode');
  if (await findUserByEmail(ctx.db, email)) throw new AppError('emailRegistered', [{ field: 'email', rule: 'email.registered' }]);
  const passwordHash = await hashPassword(password);
  const isHacker = input.usertype === 'hacker';

  try {
    return await inTransaction(ctx, async (tx) => {
      const identity = await spendBindTicket(tx, ticket);
      const now = tx.clock.now();
      const [user] = await tx.db
        .insert(users)
        .values({
          phone: null,
          email,
          nickname: input.username,
          passwordHash,
          usertype: input.usertype,
          status: 'unauthorized',
          language: actor.locale,
          country: input.country,
          birthday: isHacker ? (input.birthday ?? null) : null,
          logo: identity.avatar,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id, nickname: users.nickname });
      await tx.db
        .insert(completionProfiles)
        .values({ userId: user!.id, blog: isHacker ? input.blog : '', companyName: isHacker ? '' : input.username, updatedAt: now });
      await linkIdentity(tx, user!.id, identity, email);
      const token = await createSession(tx.db, { userId: user!.id, ...clientOf(actor), at: tx.clock.now() });
      return { token, usertype: input.usertype, username: user!.nickname, userStatus: 'unauthorized' as const, country: input.country };
    });
  } catch (err) {
    // Another account took the email between the check and the insert.
    if (isUniqueViolation(err)) throw new AppError('emailRegistered', [{ field: 'email', rule: 'email.registered' }]);
    throw err;
  }
}
