import type { UseCaseOptions } from '../../platform/use-case';
import type { Caller } from './caller';
import { issueOAuthState } from './oauth-state';
import { wechatAuthorizeUrl, wechatSettings } from './providers/wechat-client';

/** GET /wechat/getwechaturl: WeChat's QR login address with a fresh single-use state bound to this browser. */
export async function startWechatLogin({ ctx, input }: UseCaseOptions<{ browser: string }, Caller>): Promise<string> {
  const settings = wechatSettings(ctx.config);
  const state = await issueOAuthState(ctx, 'wechat', input.browser);
  return wechatAuthorizeUrl(settings, state);
}
