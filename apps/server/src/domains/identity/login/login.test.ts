import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { seedDemoAccounts, DEMO_PASSWORD } from '../../../seed/seed-demo-accounts';
import { users } from '../identity.tables';
import { API, emailLogin, encryptPassword, insertUser, lastMessage, nextIp, nextPhone, readCode, solveCaptcha, sendLoginSms } from '../identity-test-support';

type Login = { token: string; usertype: string | null; username: string; userStatus: string; userState: string };

describe('sign-in by phone and by email', () => {
  let t: TestApp;
  beforeAll(async () => {
    // This file checks the argon2 parameters production stores, so it hashes at that cost.
    t = await buildTestApp({ PASSWORD_HASH_COST: 'standard' });
    await seedDemoAccounts(t.db);
  });
  afterAll(() => t.close());

  async function phoneLogin(phone: string, msgCode: string, locale: 'zh' | 'en' = 'zh') {
    return t.call<Login>({ method: 'POST', url: `${API}/phone/login`, payload: { phone, msgCode }, locale, remoteAddress: nextIp() });
  }

  it('signs in a demo account by phone with the SMS code, and the token works', async () => {
    const sent = await sendLoginSms(t, '13800000002', nextIp());
    expect(sent.body).toEqual({ errcode: 0, errmsg: '验证码已发送', ret: null });
    const msgCode = await readCode(t, '13800000002');
    expect((await lastMessage(t, '13800000002'))!.text).toContain(`【守线众测】您的登录验证码为 ${msgCode}`);

    const res = await phoneLogin('13800000002', msgCode);
    expect(res.status).toBe(200);
    expect(res.body.errmsg).toBe('登录成功');
    expect(res.body.ret).toMatchObject({ usertype: 'company', username: 'DemoCompany', userStatus: 'certification', userState: 'certification' });
    const status = await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: res.body.ret.token } });
    expect(status.body.ret).toMatchObject({ status: 'certification', usertype: 'company' });

    // The code is spent: the same one cannot open a second session.
    expect((await phoneLogin('13800000002', msgCode)).status).toBe(400);
  });

  it('answers an unknown phone exactly like a known one, and tells only its owner there is no account', async () => {
    const phone = nextPhone();
    const sent = await sendLoginSms(t, phone, nextIp(), 'en');
    expect(sent.body).toEqual({ errcode: 0, errmsg: 'Verification code sent', ret: null });
    const message = await lastMessage(t, phone);
    expect(message!.text).toContain('has no account');
    expect(message!.text).not.toContain(message!.code!);
    const res = await phoneLogin(phone, message!.code!, 'en');
    expect(res.status).toBe(404);
    expect(res.body.errcode).toBe(40401);
  });

  it('refuses a wrong SMS code naming the field', async () => {
    await sendLoginSms(t, '13800000001', nextIp());
    const right = await readCode(t, '13800000001');
    const wrong = right === '000000' ? '111111' : '000000';
    const res = await phoneLogin('13800000001', wrong, 'en');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errcode: 40010, errmsg: 'SMS code: The verification code is wrong or has expired' });
    expect((await phoneLogin('13800000001', right)).status).toBe(200);
  });

  it('signs in by email and password, whatever the case of the email', async () => {
    // (Not the demo staff account: staff answer a second-factor challenge, auth/totp.)
    const res = await emailLogin(t, 'Company@Demo.Local', DEMO_PASSWORD);
    expect(res.status, res.body.errmsg).toBe(200);
    expect(res.body.ret).toMatchObject({ usertype: 'company', username: 'DemoCompany', userStatus: 'certification' });
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const wrong = await emailLogin(t, 'hacker@demo.local', 'Wrong#2026', nextIp(), 'en');
    const unknown = await emailLogin(t, 'nobody@demo.local', DEMO_PASSWORD, nextIp(), 'en');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errcode: 40013, errmsg: 'Wrong email or password', ret: null });
    }
  });

  it('refuses a plain password, naming the field', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.call({
      method: 'POST',
      url: `${API}/portal/login`,
      payload: { email: 'hacker@demo.local', password: DEMO_PASSWORD, checkcode: captcha.answer, code: captcha.code },
      locale: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.errcode).toBe(40012);
    expect(res.body.errmsg).toBe('The password must be sent encrypted; a plain password is refused');
  });

  it('applies the login password rule to the decrypted value (spec 000 §5)', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.call({
      method: 'POST',
      url: `${API}/portal/login`,
      payload: { email: 'hacker@demo.local', password: await encryptPassword(t, '12345678'), checkcode: captcha.answer, code: captcha.code },
    });
    expect(res.status).toBe(400);
    expect(res.body.errmsg).toBe('密码为6-18位字母、数字或符号，不能是纯数字、纯字母或纯符号');
  });

  it('spends the captcha: a wrong answer ends it, and a right one opens one sign-in only', async () => {
    const captcha = await solveCaptcha(t);
    // A password ciphertext is accepted once: each attempt encrypts anew, as the browser does.
    const body = async (checkcode: string) => ({ email: 'hacker@demo.local', password: await encryptPassword(t, DEMO_PASSWORD), checkcode, code: captcha.code });
    const wrong = await t.call({ method: 'POST', url: `${API}/portal/login`, payload: await body(captcha.answer === 'AAAA' ? 'BBBB' : 'AAAA'), locale: 'en' });
    expect(wrong.body).toMatchObject({ errcode: 40011, errmsg: 'Verification code: The image code is wrong or has expired' });
    expect((await t.call({ method: 'POST', url: `${API}/portal/login`, payload: await body(captcha.answer) })).body.errcode).toBe(40011);

    const fresh = await solveCaptcha(t);
    const password = await encryptPassword(t, DEMO_PASSWORD);
    const once = { email: 'hacker@demo.local', password, checkcode: fresh.answer.toLowerCase(), code: fresh.code };
    expect((await t.call({ method: 'POST', url: `${API}/portal/login`, payload: once })).status).toBe(200);
    const again = { ...once, password: await encryptPassword(t, DEMO_PASSWORD) };
    expect((await t.call({ method: 'POST', url: `${API}/portal/login`, payload: again })).body.errcode).toBe(40011);
  });

  it('refuses a disabled account only after the right password, and its live token at once', async () => {
    const user = await insertUser(t.db, { email: 'soon-disabled@example.com' });
    const token = (await emailLogin(t, 'soon-disabled@example.com', user.password)).body.ret.token;
    await t.db.update(users).set({ status: 'foriben' }).where(eq(users.id, user.id));

    const refused = await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: token }, locale: 'en' });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ errcode: 401, errmsg: 'This account has been disabled and you have been signed out. Please contact the platform', ret: null });

    expect((await emailLogin(t, 'soon-disabled@example.com', 'Wrong#2026')).body.errcode).toBe(40013);
    const login = await emailLogin(t, 'soon-disabled@example.com', user.password, nextIp(), 'en');
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ errcode: 40301, errmsg: 'This account is disabled, please contact the platform', ret: null });
  });

  it('upgrades a hash made with older parameters at the next sign-in', async () => {
    const user = await insertUser(t.db, { email: 'old-hash@example.com' });
    const { hash } = await import('@node-rs/argon2');
    await t.db.update(users).set({ passwordHash: await hash(user.password, { memoryCost: 19456, timeCost: 2 }) }).where(eq(users.id, user.id));
    expect((await emailLogin(t, 'old-hash@example.com', user.password)).status).toBe(200);
    const [row] = await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(row!.h).toMatch(/\$m=65536,t=4,p=1\$/);
  });
});
