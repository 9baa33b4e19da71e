import { OAUTH_STATE_TTL_SECONDS } from '@wardline/contract';
import type { AppContext } from '../../context';
import { issueOAuthState } from './oauth-state';
import { alipayAuthorizeUrl, alipaySettings } from './providers/alipay-client';

/** GET /getredirecturl: Alipay's web authorisation address with a fresh single-use state. */
export async function startAlipayLogin(ctx: AppContext, browser: string): Promise<string> {
  const settings = alipaySettings(ctx.config);
  return alipayAuthorizeUrl(settings, await issueOAuthState(ctx, 'alipay', browser));
}

/** GET /alipay/alipaynoun: only the state (a one-time nonce), for a client that builds the address itself. */
export async function issueAlipayNonce(ctx: AppContext, browser: string): Promise<{ state: string; appId: string; expiresIn: number }> {
  const settings = alipaySettings(ctx.config);
  return { state: await issueOAuthState(ctx, 'alipay', browser), appId: settings.appId, expiresIn: OAUTH_STATE_TTL_SECONDS };
}
