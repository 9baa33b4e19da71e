import type { ThirdPartyLoginResult } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { Caller, SignInBrowser } from './caller';
import { consumeOAuthState } from './oauth-state';
import { alipayIdentity, alipaySettings } from './providers/alipay-client';
import { signInWithIdentity } from './sign-in-with-identity';

/** GET /alipay/alipaylogin: spends the state, then the auth code, then signs in or answers a bind ticket. */
export async function loginWithAlipay({ ctx, actor, input }: UseCaseOptions<SignInBrowser & { authCode: string; state: string }, Caller>): Promise<ThirdPartyLoginResult> {
  const settings = alipaySettings(ctx.config);
  await consumeOAuthState(ctx, 'alipay', input.state, input.browser);
  const identity = await alipayIdentity(ctx, settings, input.authCode);
  return signInWithIdentity({ ctx, actor, input: { identity, browser: input.browser } });
}
