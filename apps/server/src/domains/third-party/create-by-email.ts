import type { z } from 'zod';
import { registrationPasswordSchema, type profectUserBody, type UserStatus, type UserType } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { checkPasswordRule, decryptPasswordField } from '../../crypto/password-field';
import { hashPassword } from '../../crypto/password-hashing';
import { checkVerificationCode } from '../../verification/send-code';
import { createSession } from '../../auth/create-session';
import { CODE_PURPOSES } from '../identity/code-purposes';
import { users } from '../identity/identity.tables';
import { findUserByEmail } from '../identity/users/find-user';
import type { ClientInfo } from '../identity/login/open-session';
import { readBindTicket, spendBindTicket } from './bind-ticket';
import { linkIdentity } from './link-identity';
import { completionProfiles } from './third-party.tables';
import { isUniqueViolation } from './unique-violation';

/** What /portal/profectuser(ali) answers: a session (spec 000 §7: token, usertype, username) and where to go next. */
export type ProfectUserAnswer = { token: string; usertype: UserType | null; username: string; userStatus: UserStatus; country: string };

type CreateBody = Extract<z.output<typeof profectUserBody>, { mode: 'create' }>;

/**
 * /portal/profectuser(ali), mode `create` (/qualification/user, "no account, complete
 * info"): a new account named by a proven email, with its type chosen on the form (so it
 * starts `unauthorized`, ready for certification); the identity is bound and a session
 * opens. A hacker's birthday and blog are kept; a company's name is its nickname.
 */
export async function createByEmail(ctx: AppContext, body: CreateBody, client: ClientInfo): Promise<ProfectUserAnswer> {
  const password = checkPasswordRule(registrationPasswordSchema, 'password', decryptPasswordField(ctx.transportKey, 'password', body.password));
  const email = body.email.toLowerCase();
  const ticket = { idToken: body.idToken, browser: client.browser ?? null };
  await readBindTicket(ctx, ticket);
  if (await findUserByEmail(ctx.db, email)) throw new AppError('emailRegistered', [{ field: 'email', rule: 'email.registered' }]);
  await checkVerificationCode(ctx, CODE_PURPOSES.emailBind, email, body.emailCode, 'emailCode');
  const passwordHash = await hashPassword(password);
  const isHacker = body.usertype === 'hacker';

  try {
    return await ctx.db.transaction(async (tx) => {
      const identity = await spendBindTicket(ctx, tx, ticket);
      const [user] = await tx
        .insert(users)
        .values({
          phone: null,
          email,
          nickname: body.username,
          passwordHash,
          usertype: body.usertype,
          status: 'unauthorized',
          language: client.locale ?? 'zh',
          country: body.country,
          birthday: isHacker ? (body.birthday ?? null) : null,
          logo: identity.avatar,
          passwordChangedAt: new Date(),
        })
        .returning({ id: users.id, nickname: users.nickname });
      await tx.insert(completionProfiles).values({ userId: user!.id, blog: isHacker ? body.blog : '', companyName: isHacker ? '' : body.username });
      await linkIdentity(tx, user!.id, identity);
      const token = await createSession(tx, { userId: user!.id, ...client });
      return { token, usertype: body.usertype, username: user!.nickname, userStatus: 'unauthorized' as const, country: body.country };
    });
  } catch (err) {
    // Another account took the email between the check and the insert.
    if (isUniqueViolation(err)) throw new AppError('emailRegistered', [{ field: 'email', rule: 'email.registered' }]);
    throw err;
  }
}
