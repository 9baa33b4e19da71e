import { and, eq, gt, sql } from 'drizzle-orm';
import { OAUTH_STATE_TTL_SECONDS, type ThirdPartyProvider } from '@wardline/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/session-token';
import { oauthStates } from './third-party.tables';

export type StoredState = { codeVerifier: string | null; nonce: string | null };

/**
 * Opens an authorization request: a random `state` for the provider's address, kept as
 * its hash with what the callback needs (PKCE verifier, nonce) for ten minutes.
 * Old rows are swept on the way, so the table holds only live requests.
 */
export async function issueOAuthState(db: Database, provider: ThirdPartyProvider, extra: Partial<StoredState> = {}): Promise<string> {
  const state = newOpaqueToken();
  await db.insert(oauthStates).values({
    id: hashOpaqueToken(state),
    provider,
    codeVerifier: extra.codeVerifier ?? null,
    nonce: extra.nonce ?? null,
    expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_SECONDS * 1000),
  });
  return state;
}

/**
 * Spends a `state` on its callback: one atomic DELETE, so a replayed or raced callback
 * finds nothing. A state of another provider, an expired or an unknown one is refused
 * the same way (and a foreign provider's state is not spent).
 */
export async function consumeOAuthState(db: Database, provider: ThirdPartyProvider, state: string): Promise<StoredState> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.id, hashOpaqueToken(state)), eq(oauthStates.provider, provider), gt(oauthStates.expiresAt, sql`now()`)))
    .returning({ codeVerifier: oauthStates.codeVerifier, nonce: oauthStates.nonce });
  if (!row) throw new AppError('oauthStateInvalid');
  return row;
}
