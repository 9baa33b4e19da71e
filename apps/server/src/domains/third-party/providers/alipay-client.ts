import { createPrivateKey } from 'node:crypto';
import { AlipayRequestError, AlipaySdk } from 'alipay-sdk';
import type { AppContext } from '../../../context';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';
import { safeAvatar, safeNickname, type ExternalIdentity } from '../external-identity';

export type AlipaySettings = { appId: string; sdk: AlipaySdk; authorizeUrl: string; redirectUri: string };

const sdkCache = new WeakMap<Config, AlipaySdk>();

/** Alipay sign-in is on when the application's id, its private key and Alipay's public key are set. */
export function alipayConfigured(config: Config): boolean {
  return Boolean(config.ALIPAY_APP_ID && config.ALIPAY_APP_PRIVATE_KEY && config.ALIPAY_PUBLIC_KEY);
}

/** A key's base64 body, from PEM or from the bare base64 the Alipay console shows (the SDK adds its own armour). */
function keyBody(text: string): string {
  return text.replace(/-----(BEGIN|END)[A-Z ]+-----/g, '').replace(/\s+/g, '');
}

/** Which private key the SDK is given: PKCS#8 ("PRIVATE KEY") or PKCS#1 ("RSA PRIVATE KEY"), the console offers both. */
function privateKeyType(text: string): 'PKCS1' | 'PKCS8' {
  if (text.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1';
  try {
    createPrivateKey({ key: Buffer.from(keyBody(text), 'base64'), format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
}

/**
 * The official SDK (`alipay-sdk`) set up from the configuration, once per configuration: it
 * signs requests (RSA2 over the sorted parameters) and verifies the signature of answers with
 * Alipay's public key; `ALIPAY_GATEWAY_URL` points it at Alipay's gateway (or a stand-in).
 */
export function alipaySettings(config: Config): AlipaySettings {
  const { ALIPAY_APP_ID, ALIPAY_APP_PRIVATE_KEY, ALIPAY_PUBLIC_KEY } = config;
  if (!ALIPAY_APP_ID || !ALIPAY_APP_PRIVATE_KEY || !ALIPAY_PUBLIC_KEY) throw new AppError('thirdPartyUnavailable');
  let sdk = sdkCache.get(config);
  if (!sdk) {
    sdk = new AlipaySdk({
      appId: ALIPAY_APP_ID,
      privateKey: keyBody(ALIPAY_APP_PRIVATE_KEY),
      keyType: privateKeyType(ALIPAY_APP_PRIVATE_KEY),
      alipayPublicKey: keyBody(ALIPAY_PUBLIC_KEY),
      gateway: config.ALIPAY_GATEWAY_URL,
      timeout: config.THIRD_PARTY_TIMEOUT_MS,
      signType: 'RSA2',
      camelcase: false,
    });
    sdkCache.set(config, sdk);
  }
  return {
    appId: ALIPAY_APP_ID,
    sdk,
    authorizeUrl: config.ALIPAY_AUTHORIZE_URL,
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
 * Alipay's timestamp parameter, yyyy-MM-dd HH:mm:ss in China time (UTC+8), from the app's clock:
 * the SDK would write the process's local time, wrong on a server kept in UTC.
 */
export function alipayTimestamp(now: Date): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * One call to the open API gateway through the SDK, the answer's signature always verified
 * (`validateSign`) before anything in it is believed: an unsigned or tampered answer fails the
 * sign-in (400), an unreachable gateway is 502. Answers the signed member (success or error).
 */
async function callGateway(ctx: AppContext, settings: AlipaySettings, method: string, params: Record<string, string>) {
  let data: Record<string, unknown>;
  try {
    data = (await settings.sdk.exec(method, { ...params, timestamp: alipayTimestamp(ctx.clock.now()) }, { validateSign: true })) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof AlipayRequestError && err.responseDataRaw === undefined) {
      ctx.log.warn({ err, method }, 'Alipay gateway unreachable');
      throw new AppError('thirdPartyUnreachable');
    }
    ctx.log.warn({ method, err: err instanceof Error ? err.message.slice(0, 200) : String(err) }, 'Alipay answer without a valid signature refused');
    throw new AppError('thirdPartyLoginFailed');
  }
  const failed = typeof data.code === 'string' ? data.code !== '10000' : typeof data.sub_code === 'string';
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
