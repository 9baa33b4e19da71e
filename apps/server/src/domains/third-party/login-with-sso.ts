import * as oidc from 'openid-client';
import type { ThirdPartyLoginResult } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { Caller, SignInBrowser } from './caller';
import { safeAvatar, safeNickname } from './external-identity';
import { consumeOAuthState } from './oauth-state';
import { oidcConfiguration, oidcFailure, requireOidcSettings } from './providers/oidc-client';
import { signInWithIdentity } from './sign-in-with-identity';

export type LoginWithSsoInput = SignInBrowser & { code: string; state: string; iss?: string };

/**
 * POST /keycloakLogin: spends the state, exchanges the code with the PKCE verifier, and
 * validates the ID token (signature by the provider's JWKS, issuer, audience, expiry,
 * nonce). The person is (issuer, sub).
 */
export async function loginWithSso({ ctx, actor, input }: UseCaseOptions<LoginWithSsoInput, Caller>): Promise<ThirdPartyLoginResult> {
  const { code, state, iss, browser } = input;
  const settings = requireOidcSettings(ctx.config);
  const stored = await consumeOAuthState(ctx, 'oidc', state, browser);
  const configuration = await oidcConfiguration(ctx, settings);
  const callback = new URL(settings.redirectUri);
  callback.search = '';
  callback.searchParams.set('code', code);
  callback.searchParams.set('state', state);
  if (iss) callback.searchParams.set('iss', iss);

  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: stored.codeVerifier ?? undefined,
      expectedState: state,
      expectedNonce: stored.nonce ?? undefined,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (err) {
    throw oidcFailure(ctx, err);
  }
  if (!claims) throw oidcFailure(ctx, new oidc.ClientError('no ID token'));

  const nickname = safeNickname(claims.nickname ?? claims.preferred_username ?? claims.name ?? claims.email ?? '');
  const identity = { provider: 'oidc' as const, issuer: claims.iss, subject: claims.sub, nickname, avatar: safeAvatar(claims.picture) };
  return signInWithIdentity({ ctx, actor, input: { identity, browser } });
}
