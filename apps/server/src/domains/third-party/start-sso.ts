import * as oidc from 'openid-client';
import type { UseCaseOptions } from '../../platform/use-case';
import type { Caller } from './caller';
import { issueOAuthState } from './oauth-state';
import { oidcConfiguration, requireOidcSettings } from './providers/oidc-client';

/**
 * GET /sso/authorize: the provider's authorization address for an authorization-code
 * request with PKCE (S256). The verifier and the nonce stay on the server under the
 * state; the browser only ever sees the challenge.
 */
export async function startSso({ ctx, input }: UseCaseOptions<{ browser: string }, Caller>): Promise<string> {
  const settings = requireOidcSettings(ctx.config);
  const configuration = await oidcConfiguration(ctx, settings);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = await issueOAuthState(ctx, 'oidc', input.browser, { codeVerifier, nonce });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: settings.redirectUri,
    scope: settings.scope,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return url.href;
}
