import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import { userIdentities } from './third-party.tables';
import { API, encryptPassword, insertUser, lastMessage, nextIp, nextPhone, readCode, sendLoginSms, skipResendWait, solveCaptcha } from '../identity/identity-test-support';
import { alipayLogin, bindAccount, buildThirdPartyApp, emailCodeFor, startProviders, wechatLogin, type Providers } from './third-party-test-support';

describe('binding an unbound third-party sign-in (/user/accountBind, /user/accountBindPerfect)', () => {
  let providers: Providers;
  let t: TestApp;
  let person = 0;
  /** A fresh unbound WeChat identity and its bind ticket. */
  async function ticket(): Promise<string> {
    person += 1;
    const res = await wechatLogin(t, providers.wechat, { openid: `o-bind-${person}`, nickname: `P${person}`, headimgurl: 'https://thirdwx.qlogo.test/p.png' });
    expect(res.body.ret.status).toBe('unbound');
    return res.body.ret.idToken!;
  }
  beforeAll(async () => {
    providers = await startProviders();
    t = await buildThirdPartyApp(providers);
  });
  afterAll(async () => {
    await t.close();
    await providers.close();
  });

  it('binds by email too, and a ticket is spent by its binding', async () => {
    await insertUser(t.db, { email: 'mail.owner@example.com', nickname: 'MailOwner' });
    const idToken = await ticket();
    const bound = await bindAccount(t, idToken, 'Mail.Owner@Example.com');
    expect(bound.status, bound.body.errmsg).toBe(200);
    expect(bound.body.ret.username).toBe('MailOwner');
    await skipResendWait(t, 'email', 'mail.owner@example.com');
    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    const again = await t.call({ method: 'POST', url: `${API}/user/accountBind/sendSms`, payload: { account: 'mail.owner@example.com', photoCode: captcha.answer, code: captcha.code, idToken }, remoteAddress: ip, locale: 'en' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errcode: 40018, errmsg: 'The third-party sign-in has expired, please sign in again', ret: null });
  });

  it('tells an unknown account nothing and binds nothing', async () => {
    const idToken = await ticket();
    const phone = nextPhone();
    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    const sent = await t.call({ method: 'POST', url: `${API}/user/accountBind/sendSms`, payload: { account: phone, photoCode: captcha.answer, code: captcha.code, idToken }, remoteAddress: ip });
    expect(sent.body).toEqual({ errcode: 0, errmsg: '验证码已发送', ret: null });
    const message = await lastMessage(t, phone);
    expect(message!.text).toContain('尚未注册守线众测账号');
    const res = await t.call({ method: 'POST', url: `${API}/user/accountBind`, payload: { account: phone, msgCode: message!.code, idToken }, remoteAddress: ip });
    expect(res.status).toBe(404);
    expect(res.body.errcode).toBe(40401);
  });

  it('needs a captcha and a live ticket to send, and refuses a wrong code', async () => {
    const owner = await insertUser(t.db);
    const noTicket = await t.call({ method: 'POST', url: `${API}/user/accountBind/sendSms`, payload: { account: owner.phone, photoCode: 'AB12', code: 'tok', idToken: 'nope' } });
    expect(noTicket.body.errcode).toBe(40018);
    const idToken = await ticket();
    const badCaptcha = await t.call({ method: 'POST', url: `${API}/user/accountBind/sendSms`, payload: { account: owner.phone, photoCode: 'AB12', code: 'tok', idToken } });
    expect(badCaptcha.body.errcode).toBe(40011);
    // A sign-in code is not a bind code.
    await sendLoginSms(t, owner.phone!, nextIp());
    const loginCode = await readCode(t, owner.phone!);
    const wrong = await t.call({ method: 'POST', url: `${API}/user/accountBind`, payload: { account: owner.phone, msgCode: loginCode, idToken } });
    expect(wrong.body.errcode).toBe(40010);
  });

  it('refuses a second identity of the same provider on one account', async () => {
    const owner = await insertUser(t.db);
    expect((await bindAccount(t, await ticket(), owner.phone!)).status).toBe(200);
    await skipResendWait(t, 'sms', owner.phone!);
    const second = await bindAccount(t, await ticket(), owner.phone!);
    expect(second.status).toBe(409);
    expect(second.body.errcode).toBe(40904);
  });

  it('bindCompleteInfo answers a registered phone and a taken email like free ones until their codes prove them (no enumeration)', async () => {
    const idToken = await ticket();
    const existing = await insertUser(t.db, { email: 'known@example.com' });
    const free = nextPhone();
    const sends = [];
    for (const phone of [existing.phone!, free]) {
      const ip = nextIp();
      const captcha = await solveCaptcha(t, ip);
      sends.push(await t.call({ method: 'POST', url: `${API}/user/accountBindPerfect/sendSms`, payload: { phone, photoCode: captcha.answer, code: captcha.code }, remoteAddress: ip }));
    }
    expect(sends[0]).toEqual(sends[1]);
    expect(sends[0]!.status).toBe(200);
    expect((await t.app.wardline.ctx.messenger.outbox(existing.phone!))[0]!.text).toContain('已有账号');

    const attempt = async (phone: string, email: string) =>
      t.call({
        method: 'POST',
        url: `${API}/user/accountBindPerfect`,
        payload: { idToken, phone, msgCode: '000000', email, emailCode: 'ABC123', username: 'Prober', password: await encryptPassword(t, 'Secret#2026'), birthday: '', country: '', province: '', city: '' },
      });
    const known = await attempt(existing.phone!, 'known@example.com');
    const unknown = await attempt(free, 'unknown@example.com');
    expect(known).toEqual(unknown);
    expect(known.body.errcode).toBe(40010);
  });

  it('bindCompleteInfo attaches an email only with its code, and refuses a taken email, a weak or plain password, keeping the ticket', async () => {
    const idToken = await ticket();
    await insertUser(t.db, { email: 'taken@example.com' });
    const ip = nextIp();

    const phone = nextPhone();
    const captcha2 = await solveCaptcha(t, ip);
    await t.call({ method: 'POST', url: `${API}/user/accountBindPerfect/sendSms`, payload: { phone, photoCode: captcha2.answer, code: captcha2.code }, remoteAddress: ip });
    const body = async (overrides: Record<string, unknown>) => ({
      idToken,
      phone,
      msgCode: await readCode(t, phone),
      email: '',
      username: 'Binder',
      password: await encryptPassword(t, 'Secret#2026'),
      birthday: '1990-01-01',
      country: 'JP',
      province: '',
      city: '',
      ...overrides,
    });
    const unproven = await t.call({ method: 'POST', url: `${API}/user/accountBindPerfect`, payload: await body({ email: 'mine@example.com' }), locale: 'en' });
    expect(unproven.body.errmsg).toBe('Please enter the email code');
    const taken = await t.call({ method: 'POST', url: `${API}/user/accountBindPerfect`, payload: await body({ email: 'TAKEN@example.com', emailCode: await emailCodeFor(t, 'taken@example.com') }) });
    expect(taken.body.errcode).toBe(40905);
    // The taken-email refusal came after the codes were spent: a new phone code for the rest.
    await skipResendWait(t, 'sms', phone);
    const captcha3 = await solveCaptcha(t, ip);
    await t.call({ method: 'POST', url: `${API}/user/accountBindPerfect/sendSms`, payload: { phone, photoCode: captcha3.answer, code: captcha3.code }, remoteAddress: ip });
    const weak = await t.call({ method: 'POST', url: `${API}/user/accountBindPerfect`, payload: await body({ password: await encryptPassword(t, 'short') }), locale: 'en' });
    expect(weak.body.errmsg).toContain('Use 8–18 characters');
    const plain = await t.call({ method: 'POST', url: `${API}/user/accountBindPerfect`, payload: await body({ password: 'Secret#2026' }) });
    expect(plain.body.errcode).toBe(40012);
    const region = await t.call({ method: 'POST', url: `${API}/user/accountBindPerfect`, payload: await body({ province: '广东省' }), locale: 'en' });
    expect(region.body.errmsg).toContain('Province and city can only be chosen for China');
    // The code and the ticket survived every refusal before the codes are checked.
    const ok = await t.call<{ userStatus: string }>({ method: 'POST', url: `${API}/user/accountBindPerfect`, payload: await body({}) });
    expect(ok.status, ok.body.errmsg).toBe(200);
    expect(ok.body.ret.userStatus).toBe('unIdentityConfirm');
    const spent = await t.call({ method: 'POST', url: `${API}/user/accountBindPerfect`, payload: await body({}) });
    expect(spent.body.errcode).toBe(40018);
  });

  it('a password reset proven by email ends the third-party sign-ins that email did not bind (issue 12, item 8)', async () => {
    const owner = await insertUser(t.db, { email: 'reset.owner@example.com' });
    // One binding proven by the phone (say, by whoever held the account before), one by the email itself.
    expect((await bindAccount(t, await ticket(), owner.phone!)).status).toBe(200);
    const alipay = await alipayLogin(t, providers.alipay, { userId: '2088-reset-owner', nickName: 'Owner', avatar: '' });
    expect((await bindAccount(t, alipay.body.ret.idToken!, 'reset.owner@example.com')).status).toBe(200);
    await skipResendWait(t, 'email', 'reset.owner@example.com');

    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    await t.call({ method: 'POST', url: `${API}/portal/sendSms`, payload: { account: 'reset.owner@example.com', photoCode: captcha.answer, code: captcha.code }, remoteAddress: ip });
    const checked = await t.call<string>({ method: 'POST', url: `${API}/portal/resetPasswordCheckSmsCode`, payload: { account: 'reset.owner@example.com', msgCode: await readCode(t, 'reset.owner@example.com') } });
    const reset = await t.call({
      method: 'POST',
      url: `${API}/user/resetPassword`,
      payload: { account: 'reset.owner@example.com', checkCode: checked.body.ret, newPassword: await encryptPassword(t, 'Fresh#2027x'), rePassword: await encryptPassword(t, 'Fresh#2027x') },
    });
    expect(reset.status, reset.body.errmsg).toBe(200);

    const left = await t.db.select().from(userIdentities).where(eq(userIdentities.userId, owner.id));
    expect(left.map((r) => r.provider)).toEqual(['alipay']);
    // The WeChat sign-in no longer opens the account: it asks to bind again.
    expect((await wechatLogin(t, providers.wechat, { openid: `o-bind-${person}`, nickname: 'X', headimgurl: '' })).body.ret.status).toBe('unbound');
  });
});
