import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import { users } from '../identity/identity.tables';
import { API, encryptPassword, insertUser, nextIp, nextPhone, readCode, solveCaptcha } from '../identity/identity-test-support';
import { bindAccount, buildThirdPartyApp, emailCodeFor, SITE, startProviders, statusOf, wechatLogin, type Providers } from './third-party-test-support';

describe('WeChat website sign-in against a loopback stand-in', () => {
  let providers: Providers;
  let t: TestApp;
  beforeAll(async () => {
    providers = await startProviders();
    t = await buildThirdPartyApp(providers);
  });
  afterAll(async () => {
    await t.close();
    await providers.close();
  });

  it('builds the documented qrconnect address', async () => {
    const res = await t.call<string>({ method: 'GET', url: `${API}/wechat/getwechaturl` });
    expect(res.status, res.body.errmsg).toBe(200);
    const url = new URL(res.body.ret);
    expect(`${url.origin}${url.pathname}`).toBe(providers.wechat.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ appid: 'wx-test-app', redirect_uri: `${SITE}/`, response_type: 'code', scope: 'snsapi_login' });
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.hash).toBe('#wechat_redirect');
    expect(res.body.ret).not.toContain('wx-test-secret');
  });

  it('creates a new account for an unbound person through bindCompleteInfo, then signs straight in', async () => {
    const user = { openid: 'o-new-person', nickname: '新用户', headimgurl: 'https://thirdwx.qlogo.test/new.png' };
    const first = await wechatLogin(t, providers.wechat, user);
    expect(first.body.ret).toMatchObject({ status: 'unbound', username: '新用户', logo: 'https://thirdwx.qlogo.test/new.png', provider: 'wechat' });

    const phone = nextPhone();
    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    const sent = await t.call({ method: 'POST', url: `${API}/user/accountBindPerfect/sendSms`, payload: { phone, photoCode: captcha.answer, code: captcha.code }, remoteAddress: ip });
    expect(sent.body).toEqual({ errcode: 0, errmsg: '验证码已发送', ret: null });
    const msgCode = await readCode(t, phone);
    const created = await t.call<{ token: string; userStatus: string; usertype: null; username: string }>({
      method: 'POST',
      url: `${API}/user/accountBindPerfect`,
      payload: {
        idToken: first.body.ret.idToken,
        phone,
        msgCode,
        email: 'New.Person@Example.com',
        emailCode: await emailCodeFor(t, 'New.Person@Example.com'),
        username: 'NewPerson',
        password: await encryptPassword(t, 'Secret#2026'),
        birthday: '',
        country: 'CN',
        province: '广东省',
        city: '深圳市',
      },
      remoteAddress: ip,
    });
    expect(created.status, created.body.errmsg).toBe(200);
    expect(created.body.ret).toMatchObject({ userStatus: 'unIdentityConfirm', usertype: null, username: 'NewPerson' });
    expect(await statusOf(t, created.body.ret.token)).toMatchObject({ status: 'unIdentityConfirm', username: 'NewPerson' });
    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toMatchObject({ email: 'new.person@example.com', birthday: null, logo: 'https://thirdwx.qlogo.test/new.png', country: 'CN' });

    const again = await wechatLogin(t, providers.wechat, user);
    expect(again.body.ret).toMatchObject({ status: 'bound', username: 'NewPerson', userStatus: 'unIdentityConfirm', usertype: null });
  });

  it('ends a sign-in by GET as well, with the state spent once', async () => {
    const start = await t.call<string>({ method: 'GET', url: `${API}/wechat/getwechaturl` });
    const back = providers.wechat.scan(start.body.ret);
    const res = await t.call({ method: 'GET', url: `${API}/wechat/wechatlogin?${back.searchParams}` });
    expect(res.status, res.body.errmsg).toBe(200);
    const replay = await t.call({ method: 'GET', url: `${API}/wechat/wechatlogin?${back.searchParams}` });
    expect(replay.body.errcode).toBe(40016);
  });

  it('refuses a code WeChat does not know, spending the state', async () => {
    const start = await t.call<string>({ method: 'GET', url: `${API}/wechat/getwechaturl` });
    const state = new URL(start.body.ret).searchParams.get('state');
    const res = await t.call({ method: 'POST', url: `${API}/wechat/wechatlogin`, payload: { code: 'not-a-code', state }, locale: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errcode: 40017, errmsg: 'Third-party sign-in failed, please sign in again', ret: null });
    expect((await t.call({ method: 'POST', url: `${API}/wechat/wechatlogin`, payload: { code: providers.wechat.issueCode(), state } })).body.errcode).toBe(40016);
  });

  it('refuses a bound but disabled account, and a staff account at binding', async () => {
    const person = { openid: 'o-disabled', nickname: 'Gone', headimgurl: 'https://thirdwx.qlogo.test/gone.png' };
    const victim = await insertUser(t.db);
    const first = await wechatLogin(t, providers.wechat, person);
    expect((await bindAccount(t, first.body.ret.idToken!, victim.phone!)).status).toBe(200);
    await t.db.update(users).set({ status: 'foriben' }).where(eq(users.id, victim.id));
    const res = await wechatLogin(t, providers.wechat, person);
    expect(res.status).toBe(403);
    expect(res.body.errcode).toBe(40301);

    const staff = await insertUser(t.db, { role: 'staff', usertype: null });
    const ticket = (await wechatLogin(t, providers.wechat, { ...person, openid: 'o-staff' })).body.ret.idToken!;
    const refused = await bindAccount(t, ticket, staff.phone!);
    expect(refused.status).toBe(403);
    expect(refused.body.errcode).toBe(40302);
  });

  it('says 502 when WeChat cannot be reached', async () => {
    const broken = await buildThirdPartyApp(providers, { WECHAT_API_BASE_URL: 'http://127.0.0.1:9', THIRD_PARTY_TIMEOUT_MS: '2000' });
    try {
      const res = await wechatLogin(broken, providers.wechat);
      expect(res.status).toBe(502);
      expect(res.body.errcode).toBe(50202);
    } finally {
      await broken.close();
    }
  });
});
