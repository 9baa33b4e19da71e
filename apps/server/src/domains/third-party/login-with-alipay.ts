import type { ThirdPartyLoginResult } from '@wardline/contract';
import type { AppContext } from '../../context';
import type { ClientInfo } from '../identity/login/open-session';
import { consumeOAuthState } from './oauth-state';
import { alipayIdentity, alipaySettings } from './providers/alipay-client';
import { signInWithIdentity } from './sign-in-with-identity';

/** GET /alipay/alipaylogin: spends the state, then the auth code, then signs in or answers a bind ticket. */
export async function loginWithAlipay(ctx: AppContext, { authCode, state, client }: { authCode: string; state: string; client: ClientInfo }): Promise<ThirdPartyLoginResult> {
  const settings = alipaySettings(ctx.config);
  await consumeOAuthState(ctx, 'alipay', state, client.browser ?? null);
  return signInWithIdentity(ctx, await alipayIdentity(ctx, settings, authCode), client);
}
