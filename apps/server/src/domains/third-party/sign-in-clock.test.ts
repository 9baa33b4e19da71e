import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { DAY, MINUTE, SECOND } from '../../platform/clock';
import { users } from '../identity/identity.tables';
import { API, encryptPassword, insertUser, nextIp, nextPhone, readCode, solveCaptcha } from '../identity/identity-test-support';
import { aBrowser, bindAccount, SITE, wechatLogin } from './third-party-test-support';
import { startWechatFake, type WechatFake } from './test-providers/wechat-fake';

/** Within a minute of `expected`: the request itself takes a little real time. */
const near = (expected: Date) => (actual: Date | string) => Math.abs(new Date(actual).getTime() - expected.getTime()) < MINUTE;

describe('third-party sign-in follows the application clock', () => {
  let wechat: WechatFake;
  let t: TestApp;
  let person = 0;
  const someone = () => ({ openid: `o-clock-${++person}`, nickname: `Clock${person}`, headimgurl: 'https://thirdwx.qlogo.test/c.png' });

  beforeAll(async () => {
    wechat = await startWechatFake();
    t = aBrowser(await buildTestApp({ PUBLIC_ORIGIN: SITE, WECHAT_APP_ID: wechat.appId, WECHAT_APP_SECRET: wechat.appSecret, WECHAT_AUTHORIZE_URL: wechat.authorizeUrl, WECHAT_API_BASE_URL: wechat.apiBaseUrl }));
  });
  afterAll(async () => {
    await t.close();
    await wechat.close();
  });

  it('lets the provider take ten minutes to send the browser back, not more', async () => {
    const start = async () => wechat.scan((await t.call<string>({ method: 'GET', url: `${API}/wechat/getwechaturl` })).body.ret, someone());
    const end = (back: URL) =>
      t.call({ method: 'POST', url: `${API}/wechat/wechatlogin`, payload: { code: back.searchParams.get('code'), state: back.searchParams.get('state') }, remoteAddress: nextIp(), locale: 'en' });

    const inTime = await start();
    t.clock.advance(9 * MINUTE);
    expect((await end(inTime)).status).toBe(200);

    const late = await start();
    t.clock.advance(10 * MINUTE + SECOND);
    expect((await end(late)).body).toMatchObject({ errcode: 40016, errmsg: 'The sign-in request has expired or was already used, please sign in again' });
  });

  it('keeps a bind ticket for thirty minutes', async () => {
    const { idToken } = (await wechatLogin(t, wechat, someone())).body.ret;
    t.clock.advance(30 * MINUTE + SECOND);
    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    const sent = await t.call({ method: 'POST', url: `${API}/user/accountBind/sendSms`, payload: { account: nextPhone(), photoCode: captcha.answer, code: captcha.code, idToken }, remoteAddress: ip, locale: 'en' });
    expect(sent.body).toMatchObject({ errcode: 40018, errmsg: 'The third-party sign-in has expired, please sign in again' });
  });

  it('dates a binding, its last sign-in and a new account by the clock', async () => {
    t.clock.advance(3 * DAY);
    await insertUser(t.db, { email: 'clock.owner@example.com' });
    const first = await wechatLogin(t, wechat, { openid: 'o-clock-owner', nickname: 'Owner', headimgurl: 'https://thirdwx.qlogo.test/o.png' });
    const bound = await bindAccount(t, first.body.ret.idToken!, 'clock.owner@example.com');
    expect(bound.status, bound.body.errmsg).toBe(200);
    const list = await t.call<{ boundAt: string }[]>({ method: 'GET', url: `${API}/binduser`, headers: { authorization: bound.body.ret.token } });
    expect(list.body.ret[0]!.boundAt).toSatisfy(near(t.clock.now()));

    // An unbound person creates an account through /register/bindCompleteInfo.
    const ticket = (await wechatLogin(t, wechat, someone())).body.ret.idToken;
    const phone = nextPhone();
    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    await t.call({ method: 'POST', url: `${API}/user/accountBindPerfect/sendSms`, payload: { phone, photoCode: captcha.answer, code: captcha.code }, remoteAddress: ip });
    const created = await t.call({
      method: 'POST',
      url: `${API}/user/accountBindPerfect`,
      payload: { idToken: ticket, phone, msgCode: await readCode(t, phone), username: 'ClockNew', password: await encryptPassword(t, 'Secret#2026'), country: 'CN', province: '', city: '' },
      remoteAddress: ip,
    });
    expect(created.status, created.body.errmsg).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(row!.createdAt).toSatisfy(near(t.clock.now()));
    expect(row!.passwordChangedAt!).toSatisfy(near(t.clock.now()));
  });
});
