import type { KeyObject } from 'node:crypto';
import type { AppContext } from '../../../context';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';
import { safeAvatar, safeNickname, type ExternalIdentity } from '../external-identity';
import { callProvider } from '../provider-http';
import { alipayTimestamp, loadPrivateKey, loadPublicKey, rsa2Sign, rsa2Verify, signedMember, signingContent } from './alipay-signature';

export type AlipaySettings = { appId: string; privateKey: KeyObject; alipayPublicKey: KeyObject; authorizeUrl: string; gatewayUrl: string; redirectUri: string };

const keyCache = new WeakMap<Config, { privateKey: KeyObject; alipayPublicKey: KeyObject }>();

/** Alipay sign-in is on when the application's id, its private key and Alipay's public key are set. */
export function alipayConfigured(config: Config): boolean {
  return Boolean(config.ALIPAY_APP_ID && config.ALIPAY_APP_PRIVATE_KEY && config.ALIPAY_PUBLIC_KEY);
}

export function alipaySettings(config: Config): AlipaySettings {
  const { ALIPAY_APP_ID, ALIPAY_APP_PRIVATE_KEY, ALIPAY_PUBLIC_KEY } = config;
  if (!ALIPAY_APP_ID || !ALIPAY_APP_PRIVATE_KEY || !ALIPAY_PUBLIC_KEY) throw new AppError('thirdPartyUnavailable');
  let keys = keyCache.get(config);
  if (!keys) {
    keys = { privateKey: loadPrivateKey(ALIPAY_APP_PRIVATE_KEY), alipayPublicKey: loadPublicKey(ALIPAY_PUBLIC_KEY) };
    keyCache.set(config, keys);
  }
  return {
    appId: ALIPAY_APP_ID,
    ...keys,
    authorizeUrl: config.ALIPAY_AUTHORIZE_URL,
    gatewayUrl: config.ALIPAY_GATEWAY_URL,
    redirectUri: config.ALIPAY_REDIRECT_URI ?? new URL('/', config.PUBLIC_ORIGIN).toString(),
  };
}

/** The web authorisation page (publicAppAuthorize.htm, scope auth_user), as Alipay documents it. */
export function alipayAuthorizeUrl(settings: AlipaySettings, state: string): string {
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('app_id', settings.appId);
  url.searchParams.set('scope', 'auth_user');
  url.searchParams.set('redirect_uri', settings.redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

/**
 * One signed call to the open API gateway. The answer's signature is verified with
 * Alipay's public key before anything in it is believed; an unsigned or tampered
 * answer fails the sign-in. Answers the verified member (success or error_response).
 */
async function callGateway(ctx: AppContext, settings: AlipaySettings, method: string, params: Record<string, string>) {
  const all: Record<string, string> = {
    app_id: settings.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: alipayTimestamp(ctx.clock.now()),
    version: '1.0',
    ...params,
  };
  all.sign = rsa2Sign(signingContent(all), settings.privateKey);
  const { text } = await callProvider(ctx, settings.gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(all).toString(),
  });
  const rootKey = `${method.replaceAll('.', '_')}_response`;
  const member = signedMember(text, rootKey) ?? signedMember(text, 'error_response');
  if (!member || !rsa2Verify(member.content, member.sign, settings.alipayPublicKey)) {
    ctx.log.warn({ method }, 'Alipay answer without a valid signature refused');
    throw new AppError('thirdPartyLoginFailed');
  }
  const data = JSON.parse(member.content) as Record<string, unknown>;
  const failed = !text.includes(`"${rootKey}"`) || (typeof data.code === 'string' && data.code !== '10000');
  return { data, failed };
}

/**
 * auth_code → alipay.system.oauth.token → user_id (open_id for applications created
 * since Alipay introduced it), then alipay.user.info.share for nickname and picture.
 */
export async function alipayIdentity(ctx: AppContext, settings: AlipaySettings, authCode: string): Promise<ExternalIdentity> {
  const token = await callGateway(ctx, settings, 'alipay.system.oauth.token', { grant_type: 'authorization_code', code: authCode });
  const subject = token.data.user_id ?? token.data.open_id;
  const accessToken = token.data.access_token;
  if (token.failed || typeof subject !== 'string' || !subject || typeof accessToken !== 'string') {
    ctx.log.warn({ subCode: token.data.sub_code }, 'Alipay refused the auth code');
    throw new AppError('thirdPartyLoginFailed');
  }
  let nickname = '';
  let avatar: string | null = null;
  try {
    const info = await callGateway(ctx, settings, 'alipay.user.info.share', { auth_token: accessToken });
    if (!info.failed) {
      nickname = safeNickname(info.data.nick_name);
      avatar = safeAvatar(info.data.avatar);
    }
  } catch {
    // The profile is a courtesy: sign-in works without it.
  }
  return { provider: 'alipay', issuer: '', subject, nickname, avatar };
}
