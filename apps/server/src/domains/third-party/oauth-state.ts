import { and, eq, gt } from 'drizzle-orm';
import { OAUTH_STATE_TTL_SECONDS, type ThirdPartyProvider } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/session-token';
import { browserHash } from './browser-binding';
import { oauthStates } from './third-party.tables';

export type StoredState = { codeVerifier: string | null; nonce: string | null };

/**
 * Opens an authorization request: a random `state` for the provider's address, kept as
 * its hash with what the callback needs (PKCE verifier, nonce) and the hash of the
 * starting browser's sign-in cookie, for ten minutes.
 */
export async function issueOAuthState(
  ctx: AppContext,
  provider: ThirdPartyProvider,
  browser: string,
  extra: Partial<StoredState> = {},
): Promise<string> {
  const state = newOpaqueToken();
  const now = ctx.clock.now();
  await ctx.db.insert(oauthStates).values({
    id: hashOpaqueToken(state),
    provider,
    codeVerifier: extra.codeVerifier ?? null,
    nonce: extra.nonce ?? null,
    browserHash: browserHash(browser),
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return state;
}

/**
 * Spends a `state` on its callback: one atomic DELETE, so a replayed or raced callback
 * finds nothing. Only the browser that started the sign-in (its cookie) can spend it: a
 * callback link opened in another browser is refused and leaves the state unspent, as
 * are a state of another provider, an expired or an unknown one.
 */
export async function consumeOAuthState(ctx: AppContext, provider: ThirdPartyProvider, state: string, browser: string | null): Promise<StoredState> {
  if (!browser) throw new AppError('signInOtherBrowser');
  const live = and(eq(oauthStates.id, hashOpaqueToken(state)), eq(oauthStates.provider, provider), gt(oauthStates.expiresAt, ctx.clock.now()));
  const [row] = await ctx.db
    .delete(oauthStates)
    .where(and(live, eq(oauthStates.browserHash, browserHash(browser))))
    .returning({ codeVerifier: oauthStates.codeVerifier, nonce: oauthStates.nonce });
  if (row) return row;
  // Still live, but started by another browser: say so rather than "expired". A lapsed state is just expired.
  const [elsewhere] = await ctx.db.select({ id: oauthStates.id }).from(oauthStates).where(live).limit(1);
  throw new AppError(elsewhere ? 'signInOtherBrowser' : 'oauthStateInvalid');
}
