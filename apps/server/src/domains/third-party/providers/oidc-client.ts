import * as oidc from 'openid-client';
import type { AppContext } from '../../../context';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';

export type OidcSettings = { issuer: URL; clientId: string; clientSecret: string; redirectUri: string; scope: string };

/** The single sign-on settings, or null when SSO is switched off (any of issuer, id, secret missing). */
export function oidcSettings(config: Config): OidcSettings | null {
  const { OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config;
  if (!OIDC_ISSUER_URL || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  return {
    issuer: new URL(OIDC_ISSUER_URL),
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    redirectUri: config.OIDC_REDIRECT_URI ?? new URL('/xiamlogin', config.PUBLIC_ORIGIN).toString(),
    scope: config.OIDC_SCOPE,
  };
}

export function requireOidcSettings(config: Config): OidcSettings {
  const settings = oidcSettings(config);
  if (!settings) throw new AppError('thirdPartyUnavailable');
  return settings;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

// One discovery per configuration (per app); a failed one is forgotten so the next sign-in retries.
const discovered = new WeakMap<Config, Promise<oidc.Configuration>>();

/**
 * The provider's metadata and our client, discovered from the issuer. ID tokens are
 * checked for their signature against the provider's JWKS (non-repudiation checks), on
 * top of issuer, audience, expiry and nonce. Plain HTTP is only allowed to a loopback
 * issuer (a provider started by the tests on this machine).
 */
export function oidcConfiguration(ctx: AppContext, settings: OidcSettings): Promise<oidc.Configuration> {
  let pending = discovered.get(ctx.config);
  if (!pending) {
    const insecure = settings.issuer.protocol === 'http:' && LOOPBACK.has(settings.issuer.hostname);
    pending = oidc.discovery(settings.issuer, settings.clientId, { client_secret: settings.clientSecret }, oidc.ClientSecretBasic(settings.clientSecret), {
      execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
      timeout: Math.ceil(ctx.config.THIRD_PARTY_TIMEOUT_MS / 1000),
    });
    discovered.set(ctx.config, pending);
    pending.catch(() => discovered.delete(ctx.config));
  }
  return pending.catch((err: unknown) => {
    ctx.log.warn({ err }, 'OIDC discovery failed');
    throw new AppError('thirdPartyUnreachable');
  });
}

/**
 * Maps a failure of the code exchange: the provider refusing (bad code, bad verifier) or
 * its answer failing a check (signature, issuer, audience, nonce) is a failed sign-in
 * (400); anything else (network, timeout) is the provider being unreachable (502).
 */
export function oidcFailure(ctx: AppContext, err: unknown): AppError {
  if (err instanceof AppError) return err;
  const refused = err instanceof oidc.ResponseBodyError || err instanceof oidc.AuthorizationResponseError || err instanceof oidc.ClientError;
  ctx.log.warn({ err: { name: (err as Error)?.name, message: (err as Error)?.message, code: (err as { code?: string })?.code } }, 'OIDC sign-in failed');
  return new AppError(refused ? 'thirdPartyLoginFailed' : 'thirdPartyUnreachable');
}
