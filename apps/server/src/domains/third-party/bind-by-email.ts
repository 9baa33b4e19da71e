import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { checkVerificationCode } from '../../verification/send-code';
import { CODE_PURPOSES } from '../identity/code-purposes';
import { findUserByEmail } from '../identity/users/find-user';
import { openSession, type ClientInfo } from '../identity/login/open-session';
import { assertBindable } from './account-guard';
import { readBindTicket, spendBindTicket } from './bind-ticket';
import { linkIdentity } from './link-identity';
import type { ProfectUserAnswer } from './create-by-email';

export type BindByEmailOptions = { idToken: string; email: string; emailCode: string; client: ClientInfo };

/**
 * /portal/profectuser(ali), mode `bind` (/qualification/user, "binding"): the email code
 * (sent by GET /portal/emailcode) proves the mailbox of an existing account; the ticket's
 * identity is bound to it and a session opens.
 */
export async function bindByEmail(ctx: AppContext, { idToken, email, emailCode, client }: BindByEmailOptions): Promise<ProfectUserAnswer> {
  const mailbox = email.toLowerCase();
  const ticket = { idToken, browser: client.browser ?? null };
  await readBindTicket(ctx, ticket);
  await checkVerificationCode(ctx, CODE_PURPOSES.emailBind, mailbox, emailCode, 'emailCode');
  const user = await findUserByEmail(ctx.db, mailbox);
  if (!user) throw new AppError('accountNotFound');
  assertBindable(user);
  return ctx.db.transaction(async (tx) => {
    const identity = await spendBindTicket(ctx, tx, ticket);
    await linkIdentity(tx, user.id, identity);
    const session = await openSession(tx, user, client);
    return { token: session.token, usertype: session.usertype, username: session.username, userStatus: session.userStatus, country: user.country };
  });
}
