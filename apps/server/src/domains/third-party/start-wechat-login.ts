import type { AppContext } from '../../context';
import { issueOAuthState } from './oauth-state';
import { wechatAuthorizeUrl, wechatSettings } from './providers/wechat-client';

/** GET /wechat/getwechaturl: WeChat's QR login address with a fresh single-use state. */
export async function startWechatLogin(ctx: AppContext, browser: string): Promise<string> {
  const settings = wechatSettings(ctx.config);
  const state = await issueOAuthState(ctx, 'wechat', browser);
  return wechatAuthorizeUrl(settings, state);
}
