import { THIRD_PARTY_PROVIDERS, type ThirdPartyProvider } from '@wardline/contract';
import type { Config } from '../../config';
import type { UseCaseOptions } from '../../platform/use-case';
import type { Caller } from './caller';
import { alipayConfigured } from './providers/alipay-client';
import { oidcSettings } from './providers/oidc-client';
import { wechatConfigured } from './providers/wechat-client';

const CONFIGURED: Record<ThirdPartyProvider, (config: Config) => boolean> = {
  oidc: (config) => oidcSettings(config) !== null,
  wechat: wechatConfigured,
  alipay: alipayConfigured,
};

/**
 * GET /portal/signInProviders (designed; issue 13, item 7): the third-party sign-ins this
 * server is configured for, so the sign-in dialog never offers one that would answer "not
 * supported". The settings are read once at start, so the answer is the same for every
 * visitor until a restart (a public-cache call).
 */
export async function listSignInProviders({ ctx }: UseCaseOptions<undefined, Caller>): Promise<ThirdPartyProvider[]> {
  return THIRD_PARTY_PROVIDERS.filter((provider) => CONFIGURED[provider](ctx.config));
}
