import type { AppContext } from '../../../context';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';
import { safeAvatar, safeNickname, type ExternalIdentity } from '../external-identity';
import { callProvider, parseProviderJson } from '../provider-http';

export type WechatSettings = { appId: string; appSecret: string; authorizeUrl: string; apiBase: string; redirectUri: string };

/** WeChat sign-in is on when the application's id and secret are set. */
export function wechatConfigured(config: Config): boolean {
  return Boolean(config.WECHAT_APP_ID && config.WECHAT_APP_SECRET);
}

export function wechatSettings(config: Config): WechatSettings {
  if (!config.WECHAT_APP_ID || !config.WECHAT_APP_SECRET) throw new AppError('thirdPartyUnavailable');
  return {
    appId: config.WECHAT_APP_ID,
    appSecret: config.WECHAT_APP_SECRET,
    authorizeUrl: config.WECHAT_AUTHORIZE_URL,
    apiBase: config.WECHAT_API_BASE_URL.replace(/\/+$/, ''),
    redirectUri: config.WECHAT_REDIRECT_URI ?? new URL('/', config.PUBLIC_ORIGIN).toString(),
  };
}

/** The website-application QR login page (qrconnect), as WeChat documents it. */
export function wechatAuthorizeUrl(settings: WechatSettings, state: string): string {
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('appid', settings.appId);
  url.searchParams.set('redirect_uri', settings.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_login');
  url.searchParams.set('state', state);
  url.hash = 'wechat_redirect';
  return url.toString();
}

/**
 * code → access_token and openid (/sns/oauth2/access_token), then the nickname and
 * picture (/sns/userinfo). WeChat answers errors as `{ errcode, errmsg }` with status 200.
 * The person is the openid, stable for our application; the unionid is not relied upon.
 */
export async function wechatIdentity(ctx: AppContext, settings: WechatSettings, code: string): Promise<ExternalIdentity> {
  const tokenUrl = new URL(`${settings.apiBase}/sns/oauth2/access_token`);
  tokenUrl.search = new URLSearchParams({ appid: settings.appId, secret: settings.appSecret, code, grant_type: 'authorization_code' }).toString();
  const tokenAnswer = parseProviderJson(ctx, (await callProvider(ctx, tokenUrl.toString())).text);
  const openid = tokenAnswer.openid;
  const accessToken = tokenAnswer.access_token;
  if (tokenAnswer.errcode || typeof openid !== 'string' || !openid || typeof accessToken !== 'string') {
    ctx.log.warn({ errcode: tokenAnswer.errcode }, 'WeChat refused the code');
    throw new AppError('thirdPartyLoginFailed');
  }

  let nickname = '';
  let avatar: string | null = null;
  try {
    const infoUrl = new URL(`${settings.apiBase}/sns/userinfo`);
    infoUrl.search = new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' }).toString();
    const info = parseProviderJson(ctx, (await callProvider(ctx, infoUrl.toString())).text);
    // A profile of someone else would be a provider bug: ignore it rather than show it.
    if (!info.errcode && info.openid === openid) {
      nickname = safeNickname(info.nickname);
      avatar = safeAvatar(info.headimgurl);
    }
  } catch {
    // The profile is a courtesy: sign-in works without it.
  }
  return { provider: 'wechat', issuer: '', subject: openid, nickname, avatar };
}
