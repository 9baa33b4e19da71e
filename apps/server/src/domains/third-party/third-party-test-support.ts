import { expect } from 'vitest';
import type { LoginResult, ThirdPartyLoginResult } from '@wardline/contract';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { API, nextIp, readCode, solveCaptcha } from '../identity/identity-test-support';
import { startOidcTestProvider, type OidcTestProvider } from './test-providers/oidc-test-provider';
import { startWechatFake, type WechatFake, type WechatUser } from './test-providers/wechat-fake';
import { startAlipayFake, type AlipayFake, type AlipayUser } from './test-providers/alipay-fake';

/** The site address the test apps pretend to live at; the providers send the browser back there. */
export const SITE = 'http://wardline.test';
export const SSO_REDIRECT = `${SITE}/xiamlogin`;

export type Providers = { oidc: OidcTestProvider; wechat: WechatFake; alipay: AlipayFake; close: () => Promise<void> };

/** The three loopback providers: a real OIDC provider, and the WeChat and Alipay fakes. */
export async function startProviders(): Promise<Providers> {
  const [oidc, wechat, alipay] = await Promise.all([startOidcTestProvider({ redirectUris: [SSO_REDIRECT] }), startWechatFake(), startAlipayFake()]);
  return { oidc, wechat, alipay, close: async () => void (await Promise.all([oidc.close(), wechat.close(), alipay.close()])) };
}

/** The server settings that point each provider at its loopback stand-in. */
export function providerEnv({ oidc, wechat, alipay }: Providers): Record<string, string> {
  return {
    PUBLIC_ORIGIN: SITE,
    OIDC_ISSUER_URL: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    WECHAT_APP_ID: wechat.appId,
    WECHAT_APP_SECRET: wechat.appSecret,
    WECHAT_AUTHORIZE_URL: wechat.authorizeUrl,
    WECHAT_API_BASE_URL: wechat.apiBaseUrl,
    ALIPAY_APP_ID: alipay.appId,
    ALIPAY_APP_PRIVATE_KEY: alipay.appPrivateKeyPem,
    ALIPAY_PUBLIC_KEY: alipay.alipayPublicKeyPem,
    ALIPAY_AUTHORIZE_URL: alipay.authorizeUrl,
    ALIPAY_GATEWAY_URL: alipay.gatewayUrl,
  };
}

/**
 * The app seen from one browser: its calls keep the cookies the server sets and send them
 * back (the third-party sign-in cookie). Each call of this gives a browser of its own.
 */
export function aBrowser(t: TestApp): TestApp {
  const jar = new Map<string, string>();
  return {
    ...t,
    async call(options) {
      const { locale, headers, ...rest } = options;
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const res = await t.app.inject({ ...rest, headers: { ...(locale ? { AcceptLanguage: locale } : {}), ...(cookie ? { cookie } : {}), ...headers } });
      for (const set of res.cookies as { name: string; value: string }[]) jar.set(set.name, set.value);
      return { status: res.statusCode, body: res.json() };
    },
  };
}

/** A test app with the loopback providers configured, called from one browser (see `aBrowser`). */
export async function buildThirdPartyApp(providers: Providers, env: Record<string, string> = {}): Promise<TestApp> {
  return aBrowser(await buildTestApp({ ...providerEnv(providers), ...env }));
}

type Answer<T> = { status: number; body: { errcode: number; errmsg: string; ret: T } };

/** GET /sso/authorize, sign in at the provider as `login`, and the parameters it sends back. */
export async function ssoCallback(t: TestApp, oidc: OidcTestProvider, login: string): Promise<{ authorizeUrl: URL; code: string; state: string; iss: string }> {
  const start = await t.call<string>({ method: 'GET', url: `${API}/sso/authorize` });
  expect(start.status, start.body.errmsg).toBe(200);
  const back = await oidc.signIn(start.body.ret, login);
  return { authorizeUrl: new URL(start.body.ret), code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, iss: back.searchParams.get('iss')! };
}

/** The whole single sign-on as the /xiamlogin page does it. */
export async function ssoLogin(t: TestApp, oidc: OidcTestProvider, login: string): Promise<Answer<ThirdPartyLoginResult>> {
  const { code, state, iss } = await ssoCallback(t, oidc, login);
  return t.call<ThirdPartyLoginResult>({ method: 'POST', url: `${API}/keycloakLogin`, payload: { code, state, iss }, remoteAddress: nextIp() });
}

export async function wechatLogin(t: TestApp, wechat: WechatFake, user?: WechatUser): Promise<Answer<ThirdPartyLoginResult>> {
  const start = await t.call<string>({ method: 'GET', url: `${API}/wechat/getwechaturl` });
  const back = wechat.scan(start.body.ret, user);
  return t.call<ThirdPartyLoginResult>({
    method: 'POST',
    url: `${API}/wechat/wechatlogin`,
    payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    remoteAddress: nextIp(),
  });
}

export async function alipayLogin(t: TestApp, alipay: AlipayFake, user?: AlipayUser): Promise<Answer<ThirdPartyLoginResult>> {
  const start = await t.call<string>({ method: 'GET', url: `${API}/getredirecturl` });
  const back = alipay.authorize(start.body.ret, user);
  const query = new URLSearchParams({ authCode: back.searchParams.get('auth_code')!, state: back.searchParams.get('state')! });
  return t.call<ThirdPartyLoginResult>({ method: 'GET', url: `${API}/alipay/alipaylogin?${query}`, remoteAddress: nextIp() });
}

/** /register/bindAccount through the API: captcha, code to the account, POST /user/accountBind. */
export async function bindAccount(t: TestApp, idToken: string, account: string): Promise<Answer<LoginResult>> {
  const ip = nextIp();
  const captcha = await solveCaptcha(t, ip);
  const sent = await t.call({ method: 'POST', url: `${API}/user/accountBind/sendSms`, payload: { account, photoCode: captcha.answer, code: captcha.code, idToken }, remoteAddress: ip });
  expect(sent.status, sent.body.errmsg).toBe(200);
  const msgCode = await readCode(t, account.includes('@') ? account.toLowerCase() : account);
  return t.call<LoginResult>({ method: 'POST', url: `${API}/user/accountBind`, payload: { account, msgCode, idToken }, remoteAddress: ip });
}

/** The session token works: GET /find/userstatus answers for it. */
export async function statusOf(t: TestApp, token: string) {
  const res = await t.call<{ status: string; usertype: string | null; username: string }>({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: token } });
  expect(res.status).toBe(200);
  return res.body.ret;
}
