import type { AppContext } from '../../context';
import { issueOAuthState } from './oauth-state';
import { wechatAuthorizeUrl, wechatSettings } from './providers/wechat-client';

/** GET /wechat/getwechaturl: WeChat's QR login address with a fresh single-use state. */
export async function startWechatLogin(ctx: AppContext): Promise<string> {
  const settings = wechatSettings(ctx.config);
  const state = await issueOAuthState(ctx.db, 'wechat');
  return wechatAuthorizeUrl(settings, state);
}
