import type { ThirdPartyLoginResult } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { Caller, SignInBrowser } from './caller';
import { consumeOAuthState } from './oauth-state';
import { wechatIdentity, wechatSettings } from './providers/wechat-client';
import { signInWithIdentity } from './sign-in-with-identity';

/** GET or POST /wechat/wechatlogin: spends the state, then the code, then signs in or answers a bind ticket. */
export async function loginWithWechat({ ctx, actor, input }: UseCaseOptions<SignInBrowser & { code: string; state: string }, Caller>): Promise<ThirdPartyLoginResult> {
  const settings = wechatSettings(ctx.config);
  await consumeOAuthState(ctx, 'wechat', input.state, input.browser);
  const identity = await wechatIdentity(ctx, settings, input.code);
  return signInWithIdentity({ ctx, actor, input: { identity, browser: input.browser } });
}
