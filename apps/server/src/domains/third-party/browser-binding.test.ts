import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import { API, insertUser, nextIp, readCode, solveCaptcha } from '../identity/identity-test-support';
import { userIdentities } from './third-party.tables';
import { aBrowser, bindAccount, buildThirdPartyApp, startProviders, statusOf, type Providers } from './third-party-test-support';

/**
 * Issue 12, item 1: an attacker starts a sign-in, keeps the callback link and sends it to a
 * victim. The link (and the bind ticket it leads to) must work only in the browser that
 * started the sign-in.
 */
describe('third-party sign-in is bound to the browser that started it', () => {
  let providers: Providers;
  let attacker: TestApp;
  let victim: TestApp;
  beforeAll(async () => {
    providers = await startProviders();
    attacker = await buildThirdPartyApp(providers);
    victim = aBrowser(attacker);
  });
  afterAll(async () => {
    await attacker.close();
    await providers.close();
  });

  it('sets an HttpOnly, SameSite cookie on the API path when a sign-in starts', async () => {
    for (const url of ['/sso/authorize', '/wechat/getwechaturl', '/getredirecturl', '/alipay/alipaynoun']) {
      const res = await attacker.app.inject({ method: 'GET', url: `${API}${url}` });
      const cookie = res.cookies.find((c) => c.name === 'wl_signin');
      expect(cookie, url).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/web/v1' });
      expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('refuses an OIDC callback link opened in another browser, and the starter can still finish it', async () => {
    const start = await attacker.call<string>({ method: 'GET', url: `${API}/sso/authorize` });
    const back = await providers.oidc.signIn(start.body.ret, 'mallory');
    const payload = { code: back.searchParams.get('code'), state: back.searchParams.get('state'), iss: back.searchParams.get('iss') };

    const stolen = await victim.call({ method: 'POST', url: `${API}/keycloakLogin`, payload, locale: 'en' });
    expect(stolen.status).toBe(403);
    expect(stolen.body.errmsg).toBe('This sign-in was not started in this browser, please start it again here');
    const noCookie = await attacker.call({ method: 'POST', url: `${API}/keycloakLogin`, payload, headers: { cookie: '' } });
    expect(noCookie.body.errcode).toBe(40341);

    const own = await attacker.call<{ status: string }>({ method: 'POST', url: `${API}/keycloakLogin`, payload });
    expect(own.status, own.body.errmsg).toBe(200);
    expect(own.body.ret.status).toBe('unbound');
  });

  it('refuses WeChat and Alipay callback links opened in another browser', async () => {
    const wechatStart = await attacker.call<string>({ method: 'GET', url: `${API}/wechat/getwechaturl` });
    const wechatBack = providers.wechat.scan(wechatStart.body.ret, { openid: 'o-mallory', nickname: 'M', headimgurl: '' });
    const wechat = await victim.call({ method: 'GET', url: `${API}/wechat/wechatlogin?${wechatBack.searchParams}` });
    expect(wechat.body.errcode).toBe(40341);

    const alipayStart = await attacker.call<string>({ method: 'GET', url: `${API}/getredirecturl` });
    const alipayBack = providers.alipay.authorize(alipayStart.body.ret);
    const query = new URLSearchParams({ authCode: alipayBack.searchParams.get('auth_code')!, state: alipayBack.searchParams.get('state')! });
    const alipay = await victim.call({ method: 'GET', url: `${API}/alipay/alipaylogin?${query}` });
    expect(alipay.body.errcode).toBe(40341);
  });

  it("binds nothing when the attacker's bind ticket is used in the victim's browser", async () => {
    const owner = await insertUser(attacker.db, { nickname: 'Victim' });
    const start = await attacker.call<string>({ method: 'GET', url: `${API}/wechat/getwechaturl` });
    const back = providers.wechat.scan(start.body.ret, { openid: 'o-attacker', nickname: 'A', headimgurl: '' });
    const login = await attacker.call<{ idToken: string }>({ method: 'GET', url: `${API}/wechat/wechatlogin?${back.searchParams}` });
    const idToken = login.body.ret.idToken;

    const ip = nextIp();
    const captcha = await solveCaptcha(victim, ip);
    const send = await victim.call({ method: 'POST', url: `${API}/user/accountBind/sendSms`, payload: { account: owner.phone, photoCode: captcha.answer, code: captcha.code, idToken }, remoteAddress: ip });
    expect(send.body.errcode).toBe(40341);
    // Even with a code the victim got for this purpose another way, the ticket does not work here.
    const bind = await victim.call({ method: 'POST', url: `${API}/user/accountBind`, payload: { account: owner.phone, msgCode: '123456', idToken }, remoteAddress: ip });
    expect(bind.body.errcode).toBe(40341);
    expect(await attacker.db.select().from(userIdentities).where(eq(userIdentities.userId, owner.id))).toEqual([]);

    // In the browser that signed in, the same ticket still binds (with the account's own code).
    const own = await bindAccount(attacker, idToken, owner.phone!);
    expect(own.status, own.body.errmsg).toBe(200);
    expect((await statusOf(attacker, own.body.ret.token)).username).toBe('Victim');
    expect(await readCode(attacker, owner.phone!)).toMatch(/^\d{6}$/);
  });
});
