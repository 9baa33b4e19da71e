import type { ThirdPartyLoginResult } from '@wardline/contract';
import type { AppContext } from '../../context';
import type { ClientInfo } from '../identity/login/open-session';
import { consumeOAuthState } from './oauth-state';
import { wechatIdentity, wechatSettings } from './providers/wechat-client';
import { signInWithIdentity } from './sign-in-with-identity';

/** GET or POST /wechat/wechatlogin: spends the state, then the code, then signs in or answers a bind ticket. */
export async function loginWithWechat(ctx: AppContext, { code, state, client }: { code: string; state: string; client: ClientInfo }): Promise<ThirdPartyLoginResult> {
  const settings = wechatSettings(ctx.config);
  await consumeOAuthState(ctx, 'wechat', state, client.browser ?? null);
  return signInWithIdentity(ctx, await wechatIdentity(ctx, settings, code), client);
}
