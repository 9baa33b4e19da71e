import type { LoginResult } from '@wardline/contract';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { AppError } from '../../http/app-error';
import { checkVerificationCode } from '../../verification/send-code';
import { findUserByAccount } from '../identity/users/find-user';
import { openSession } from '../identity/login/open-session';
import { assertBindable } from './account-guard';
import { BIND_CODE_PURPOSES } from './bind-code-texts';
import { readBindTicket, spendBindTicket } from './bind-ticket';
import { clientOf, type Caller, type SignInBrowser } from './caller';
import { linkIdentity, normalizedAccount } from './link-identity';

export type BindExistingAccountInput = SignInBrowser & { account: string; msgCode: string; idToken: string };

/**
 * POST /user/accountBind: the code proves the phone or email of an existing account; the
 * ticket's identity is bound to it and a session opens (answered like a sign-in). The
 * ticket is checked before the code, so a lapsed ticket does not burn a good code; it is
 * spent with the binding and the session in one transaction.
 */
export async function bindExistingAccount({ ctx, actor, input }: UseCaseOptions<BindExistingAccountInput, Caller>): Promise<LoginResult> {
  const { account, msgCode, idToken, browser } = input;
  const ticket = { idToken, browser };
  await readBindTicket(ctx, ticket);
  await checkVerificationCode(ctx, BIND_CODE_PURPOSES.bindAccount, account, msgCode, 'msgCode');
  const user = await findUserByAccount(ctx.db, account);
  // Only the owner of the phone or mailbox gets this far.
  if (!user) throw new AppError('accountNotFound');
  assertBindable(user);
  return inTransaction(ctx, async (tx) => {
    const identity = await spendBindTicket(tx, ticket);
    await linkIdentity(tx, user.id, identity, normalizedAccount(account));
    return openSession(tx.db, { ...user, logo: user.logo ?? identity.avatar }, clientOf(actor), tx.clock.now());
  });
}
