import { OAUTH_STATE_TTL_SECONDS } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { Caller } from './caller';
import { issueOAuthState } from './oauth-state';
import { alipayAuthorizeUrl, alipaySettings } from './providers/alipay-client';

type StartOptions = UseCaseOptions<{ browser: string }, Caller>;

/** GET /getredirecturl: Alipay's web authorisation address with a fresh single-use state bound to this browser. */
export async function startAlipayLogin({ ctx, input }: StartOptions): Promise<string> {
  const settings = alipaySettings(ctx.config);
  return alipayAuthorizeUrl(settings, await issueOAuthState(ctx, 'alipay', input.browser));
}

/** GET /alipay/alipaynoun: only the state (a one-time nonce), for a client that builds the address itself. */
export async function issueAlipayNonce({ ctx, input }: StartOptions): Promise<{ state: string; appId: string; expiresIn: number }> {
  const settings = alipaySettings(ctx.config);
  return { state: await issueOAuthState(ctx, 'alipay', input.browser), appId: settings.appId, expiresIn: OAUTH_STATE_TTL_SECONDS };
}
