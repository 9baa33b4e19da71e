import type { LoginResult } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { checkVerificationCode } from '../../verification/send-code';
import { findUserByAccount } from '../identity/users/find-user';
import { openSession, type ClientInfo } from '../identity/login/open-session';
import { assertBindable } from './account-guard';
import { BIND_CODE_PURPOSES } from './bind-code-texts';
import { readBindTicket, spendBindTicket } from './bind-ticket';
import { linkIdentity } from './link-identity';

export type BindExistingAccountOptions = { account: string; msgCode: string; idToken: string; client: ClientInfo };

/**
 * POST /user/accountBind: the code proves the phone or email of an existing account; the
 * ticket's identity is bound to it and a session opens (answered like a sign-in). The
 * ticket is checked before the code, so a lapsed ticket does not burn a good code; it is
 * spent with the binding and the session in one transaction.
 */
export async function bindExistingAccount(ctx: AppContext, { account, msgCode, idToken, client }: BindExistingAccountOptions): Promise<LoginResult> {
  const ticket = { idToken, browser: client.browser ?? null };
  await readBindTicket(ctx, ticket);
  await checkVerificationCode(ctx, BIND_CODE_PURPOSES.bindAccount, account, msgCode, 'msgCode');
  const user = await findUserByAccount(ctx.db, account);
  // Only the owner of the phone or mailbox gets this far.
  if (!user) throw new AppError('accountNotFound');
  assertBindable(user);
  return ctx.db.transaction(async (tx) => {
    const identity = await spendBindTicket(ctx, tx, ticket);
    await linkIdentity(tx, user.id, identity);
    return openSession(tx, { ...user, logo: user.logo ?? identity.avatar }, client);
  });
}
