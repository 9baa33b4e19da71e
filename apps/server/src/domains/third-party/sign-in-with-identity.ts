import { and, eq } from 'drizzle-orm';
import type { ThirdPartyLoginResult } from '@wardline/contract';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import { openSession } from '../identity/login/open-session';
import { issueBindTicket } from './bind-ticket';
import { clientOf, type Caller, type SignInBrowser } from './caller';
import type { ExternalIdentity } from './external-identity';
import { userIdentities } from './third-party.tables';

export type SignInWithIdentityInput = SignInBrowser & { identity: ExternalIdentity };

/**
 * The end of every third-party sign-in (spec 000 §4): a bound identity opens a session
 * for its account; an unbound one gets a bind ticket for /register/bindAccount.
 */
export async function signInWithIdentity({ ctx, actor, input }: UseCaseOptions<SignInWithIdentityInput, Caller>): Promise<ThirdPartyLoginResult> {
  const { identity, browser } = input;
  const [bound] = await ctx.db
    .select({ user: users, identityId: userIdentities.id })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, identity.provider), eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)))
    .limit(1);

  if (!bound) {
    const idToken = await issueBindTicket(ctx, identity, browser);
    return { status: 'unbound', token: null, usertype: null, username: identity.nickname, logo: identity.avatar, idToken, userStatus: null, provider: identity.provider };
  }

  const { user } = bound;
  if (user.status === 'foriben') throw new AppError('accountDisabled');
  // Staff sign in with password and second factor only; a social account must not bypass that.
  if (user.role === 'staff') throw new AppError('staffThirdPartyRefused');
  const session = await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(userIdentities)
      .set({ lastLoginAt: tx.clock.now(), nickname: identity.nickname, avatar: identity.avatar })
      .where(eq(userIdentities.id, bound.identityId));
    return openSession(tx.db, user, clientOf(actor), tx.clock.now());
  });
  return {
    status: 'bound',
    token: session.token,
    usertype: session.usertype,
    username: session.username,
    logo: session.logo ?? identity.avatar,
    idToken: null,
    userStatus: session.userStatus,
    provider: identity.provider,
  };
}
