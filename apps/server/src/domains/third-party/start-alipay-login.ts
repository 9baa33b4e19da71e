import { OAUTH_STATE_TTL_SECONDS } from '@wardline/contract';
import type { AppContext } from '../../context';
import { issueOAuthState } from './oauth-state';
import { alipayAuthorizeUrl, alipaySettings } from './providers/alipay-client';

/** GET /getredirecturl: Alipay's web authorisation address with a fresh single-use state. */
export async function startAlipayLogin(ctx: AppContext): Promise<string> {
  const settings = alipaySettings(ctx.config);
  return alipayAuthorizeUrl(settings, await issueOAuthState(ctx.db, 'alipay'));
}

/** GET /alipay/alipaynoun: only the state (a one-time nonce), for a client that builds the address itself. */
export async function issueAlipayNonce(ctx: AppContext): Promise<{ state: string; appId: string; expiresIn: number }> {
  const settings = alipaySettings(ctx.config);
  return { state: await issueOAuthState(ctx.db, 'alipay'), appId: settings.appId, expiresIn: OAUTH_STATE_TTL_SECONDS };
}
