import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { users } from '../identity.tables';
import { API, insertUser, lastMessage, nextIp, nextPhone, perfectBody, readCode, sendLoginSms, skipResendWait, solveCaptcha, verifyPhoneForRegistration } from '../identity-test-support';

describe('registration: create account, complete info, choose identity', () => {
  let t: TestApp;
  beforeAll(async () => {
    // This file checks the argon2 parameters production stores, so it hashes at that cost.
    t = await buildTestApp({ PASSWORD_HASH_COST: 'standard' });
  });
  afterAll(() => t.close());

  it('walks all three server steps and routes by the status each answers', async () => {
    const phone = nextPhone();
    const idToken = await verifyPhoneForRegistration(t, phone);
    // Verifying the phone keeps it as an `imperfect` account without a password: abandoning here blocks nothing.
    const kept = await t.db.select({ status: users.status, passwordHash: users.passwordHash }).from(users).where(eq(users.phone, phone));
    expect(kept).toEqual([{ status: 'imperfect', passwordHash: null }]);

    const perfect = await t.call<{ userStatus: string; token: string; usertype: null; username: string }>({
      method: 'POST',
      url: `${API}/portal/phoneRegisterPerfect`,
      payload: await perfectBody(t, idToken, { username: '  白帽小王 ' }),
      locale: 'en',
    });
    expect(perfect.status, perfect.body.errmsg).toBe(200);
    expect(perfect.body.errmsg).toBe('Your information is complete');
    expect(perfect.body.ret).toMatchObject({ userStatus: 'unIdentityConfirm', usertype: null, username: '白帽小王' });
    const auth = { authorization: perfect.body.ret.token };

    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toMatchObject({ nickname: '白帽小王', birthday: '1995-06-01', country: 'CN', province: '广东省', city: '深圳市', role: 'user' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=4,p=1\$/);

    const status = await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: auth });
    expect(status.body.ret).toEqual({ status: 'unIdentityConfirm', teamApply: 0, teamMenu: false, username: '白帽小王', usertype: null });

    const chosen = await t.call({ method: 'POST', url: `${API}/portal/identityConfirm`, payload: { usertype: 'hacker' }, headers: auth });
    expect(chosen.status).toBe(200);
    expect(chosen.body.ret).toEqual({ usertype: 'hacker', userStatus: 'unauthorized' });
    const after = await t.call<{ status: string; usertype: string }>({ method: 'GET', url: `${API}/find/userstatus`, headers: auth });
    expect(after.body.ret).toMatchObject({ status: 'unauthorized', usertype: 'hacker' });

    // The choice is made once; a second click cannot turn a hacker into a company.
    const again = await t.call({ method: 'POST', url: `${API}/portal/identityConfirm`, payload: { usertype: 'company' }, headers: auth, locale: 'en' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ errcode: 40902, errmsg: 'The identity has already been chosen', ret: null });
  });

  it('spends the idToken once: a replay cannot create a second account', async () => {
    const phone = nextPhone();
    const idToken = await verifyPhoneForRegistration(t, phone);
    expect((await t.call({ method: 'POST', url: `${API}/portal/phoneRegisterPerfect`, payload: await perfectBody(t, idToken) })).status).toBe(200);
    const replay = await t.call({ method: 'POST', url: `${API}/portal/phoneRegisterPerfect`, payload: await perfectBody(t, idToken), locale: 'en' });
    expect(replay.status).toBe(400);
    expect(replay.body.errcode).toBe(40014);
  });

  it('lets an abandoned registration start again, and a newer idToken replaces the older', async () => {
    const phone = nextPhone();
    const first = await verifyPhoneForRegistration(t, phone);
    await skipResendWait(t, 'sms', phone);
    const second = await verifyPhoneForRegistration(t, phone);
    const stale = await t.call({ method: 'POST', url: `${API}/portal/phoneRegisterPerfect`, payload: await perfectBody(t, first) });
    expect(stale.body.errcode).toBe(40014);
    expect((await t.call({ method: 'POST', url: `${API}/portal/phoneRegisterPerfect`, payload: await perfectBody(t, second) })).status).toBe(200);
  });

  it('takes over an imperfect row left by an abandoned sign-up, but never a complete account', async () => {
    const phone = nextPhone();
    await insertUser(t.db, { phone, status: 'imperfect', usertype: null });
    const idToken = await verifyPhoneForRegistration(t, phone);
    const done = await t.call<{ userStatus: string }>({ method: 'POST', url: `${API}/portal/phoneRegisterPerfect`, payload: await perfectBody(t, idToken) });
    expect(done.body.ret.userStatus).toBe('unIdentityConfirm');
    expect(await t.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('answers a registered phone exactly like a new one (no enumeration); only its owner is told, by SMS', async () => {
    const { phone } = await insertUser(t.db);
    const fresh = nextPhone();
    const answers = [];
    for (const target of [phone!, fresh]) {
      const ip = nextIp();
      const captcha = await solveCaptcha(t, ip);
      const sent = await t.call({ method: 'POST', url: `${API}/phoneRegister/sendSms`, payload: { phone: target, photoCode: captcha.answer, code: captcha.code }, remoteAddress: ip, locale: 'en' });
      const checked = await t.call({ method: 'POST', url: `${API}/portal/phoneRegister`, payload: { phone: target, msgCode: '000000' }, locale: 'en' });
      answers.push([sent.status, sent.body, checked.status, checked.body]);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]![2]).toBe(400);
    const [told] = await t.app.wardline.ctx.messenger.outbox(phone!);
    expect(told!.text).toContain('already has an account');
    expect(told!.text).not.toMatch(/\d{6}/);
  });

  it('tells the owner who proves the phone by its code that it is registered', async () => {
    const { phone } = await insertUser(t.db);
    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    await t.call({ method: 'POST', url: `${API}/phoneRegister/sendSms`, payload: { phone, photoCode: captcha.answer, code: captcha.code }, remoteAddress: ip });
    const checked = await t.call({ method: 'POST', url: `${API}/portal/phoneRegister`, payload: { phone, msgCode: await readCode(t, phone!) } });
    expect(checked.status).toBe(409);
    expect(checked.body.errmsg).toBe('该手机号已注册，请直接登录');
  });

  it('refuses a wrong SMS code, naming the field, and a code sent for sign-in', async () => {
    const { phone } = await insertUser(t.db, { status: 'imperfect', usertype: null });
    const ip = nextIp();
    await sendLoginSms(t, phone!, ip);
    const loginCode = await readCode(t, phone!);
    const res = await t.call({ method: 'POST', url: `${API}/portal/phoneRegister`, payload: { phone, msgCode: loginCode }, locale: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errcode: 40010, errmsg: 'SMS code: The verification code is wrong or has expired' });
  });

  it('needs a session to choose an identity, and offers only hacker and company', async () => {
    const anonymous = await t.call({ method: 'POST', url: `${API}/portal/identityConfirm`, payload: { usertype: 'hacker' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errcode).toBe(401);

    const idToken = await verifyPhoneForRegistration(t, nextPhone());
    const token = (await t.call<{ token: string }>({ method: 'POST', url: `${API}/portal/phoneRegisterPerfect`, payload: await perfectBody(t, idToken) })).body.ret.token;
    for (const usertype of [undefined, 'supplier', 'staff']) {
      const res = await t.call({ method: 'POST', url: `${API}/portal/identityConfirm`, payload: { usertype }, headers: { authorization: token }, locale: 'en' });
      expect(res.status).toBe(400);
      expect(res.body.errmsg).toBe('No identity selected');
    }
    const zh = await t.call({ method: 'POST', url: `${API}/portal/identityConfirm`, payload: {}, headers: { authorization: token } });
    expect(zh.body.errmsg).toBe('未选择身份');
  });
});

describe('an unfinished registration at sign-in (issue 13 item 24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends a person who verified the phone but never completed the info on to complete-info, which then finishes it', async () => {
    const phone = nextPhone();
    await verifyPhoneForRegistration(t, phone);
    // Later, in another browser: sign in by phone. Before this fix: "account does not exist".
    await skipResendWait(t, 'sms', phone);
    const sent = await sendLoginSms(t, phone, nextIp(), 'en');
    expect(sent.status).toBe(200);
    const msgCode = await readCode(t, phone);
    const login = await t.call<{ userStatus: string; idToken: string; token?: string }>({ method: 'POST', url: `${API}/phone/login`, payload: { phone, msgCode }, locale: 'en' });
    expect(login.status).toBe(200);
    expect(login.body.errmsg).toBe('Phone verified: complete your information to finish registering');
    expect(login.body.ret.userStatus).toBe('imperfect');
    expect(login.body.ret.token).toBeUndefined();

    const perfect = await t.call<{ userStatus: string; token: string }>({ method: 'POST', url: `${API}/portal/phoneRegisterPerfect`, payload: await perfectBody(t, login.body.ret.idToken) });
    expect(perfect.status, perfect.body.errmsg).toBe(200);
    expect(perfect.body.ret.userStatus).toBe('unIdentityConfirm');
    expect(await t.db.select({ status: users.status }).from(users).where(eq(users.phone, phone))).toEqual([{ status: 'unIdentityConfirm' }]);
  });

  it('never opens a session or a reset for the unfinished account', async () => {
    const phone = nextPhone();
    await verifyPhoneForRegistration(t, phone);
    await skipResendWait(t, 'sms', phone);
    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    await t.call({ method: 'POST', url: `${API}/portal/sendSms`, payload: { account: phone, photoCode: captcha.answer, code: captcha.code }, remoteAddress: ip });
    const message = await lastMessage(t, phone);
    expect(message!.text).toContain('尚未注册账号');
  });
});
