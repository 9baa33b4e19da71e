import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { AppError } from '../../http/app-error';
import { checkVerificationCode } from '../../verification/send-code';
import { CODE_PURPOSES } from '../identity/code-purposes';
import { findUserByEmail } from '../identity/users/find-user';
import { openSession } from '../identity/login/open-session';
import { assertBindable } from './account-guard';
import { readBindTicket, spendBindTicket } from './bind-ticket';
import { clientOf, type Caller, type SignInBrowser } from './caller';
import { linkIdentity } from './link-identity';
import type { ProfectUserAnswer } from './create-by-email';

export type BindByEmailInput = SignInBrowser & { idToken: string; email: string; emailCode: string };

/**
 * /portal/profectuser(ali), mode `bind` (/qualification/user, "binding"): the email code
 * (sent by GET /portal/emailcode) proves the mailbox of an existing account; the ticket's
 * identity is bound to it and a session opens.
 */
export async function bindByEmail({ ctx, actor, input }: UseCaseOptions<BindByEmailInput, Caller>): Promise<ProfectUserAnswer> {
  const mailbox = input.email.toLowerCase();
  const ticket = { idToken: input.idToken, browser: input.browser };
  await readBindTicket(ctx, ticket);
  await checkVerificationCode(ctx, CODE_PURPOSES.emailBind, mailbox, input.emailCode, 'emailCode');
  const user = await findUserByEmail(ctx.db, mailbox);
  if (!user) throw new AppError('accountNotFound');
  assertBindable(user);
  return inTransaction(ctx, async (tx) => {
    const identity = await spendBindTicket(tx, ticket);
    await linkIdentity(tx, user.id, identity, mailbox);
    const session = await openSession(tx.db, user, clientOf(actor), tx.clock.now());
    return { token: session.token, usertype: session.usertype, username: session.username, userStatus: session.userStatus, country: user.country };
  });
}
