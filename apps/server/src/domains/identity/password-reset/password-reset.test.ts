import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { API, emailLogin, encryptPassword, insertUser, lastMessage, nextIp, nextPhone, readCode, signIn, solveCaptcha } from '../identity-test-support';

const NEW_PASSWORD = 'Fresh#2027';

describe('password reset: code, check code, new password, everyone signed out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function sendResetCode(account: string, locale: 'zh' | 'en' = 'zh') {
    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    return t.call({ method: 'POST', url: `${API}/portal/sendSms`, payload: { account, photoCode: captcha.answer, code: captcha.code }, remoteAddress: ip, locale });
  }

  async function checkCode(account: string, msgCode: string) {
    return t.call<string>({ method: 'POST', url: `${API}/portal/resetPasswordCheckSmsCode`, payload: { account, msgCode }, locale: 'en' });
  }

  async function resetBody(account: string | undefined, code: string, password = NEW_PASSWORD, repeat = password) {
    return { ...(account ? { account } : {}), checkCode: code, newPassword: await encryptPassword(t, password), rePassword: await encryptPassword(t, repeat) };
  }

  it('resets by phone and revokes every session of the user', async () => {
    const user = await insertUser(t.db, { email: 'reset-phone@example.com' });
    const sessionA = await signIn(t, 'reset-phone@example.com', user.password);
    const sessionB = await signIn(t, 'reset-phone@example.com', user.password);

    expect((await sendResetCode(user.phone!)).body.errmsg).toBe('验证码已发送');
    const msgCode = await readCode(t, user.phone!);
    expect(msgCode).toMatch(/^\d{6}$/);
    const checked = await checkCode(user.phone!, msgCode);
    expect(checked.status).toBe(200);
    expect(checked.body.ret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const reset = await t.call({ method: 'POST', url: `${API}/user/resetPassword`, payload: await resetBody(user.phone!, checked.body.ret), locale: 'en' });
    expect(reset.body).toEqual({ errcode: 0, errmsg: 'Password changed, please sign in again', ret: null });

    for (const token of [sessionA, sessionB]) {
      const res = await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: token } });
      expect(res.status).toBe(401);
      expect(res.body.errcode).toBe(401);
    }
    expect((await emailLogin(t, 'reset-phone@example.com', user.password)).body.errcode).toBe(40013);
    expect((await emailLogin(t, 'reset-phone@example.com', NEW_PASSWORD)).status).toBe(200);

    // The check code was spent with the reset.
    const replay = await t.call({ method: 'POST', url: `${API}/user/resetPassword`, payload: await resetBody(user.phone!, checked.body.ret, 'Other#2028') });
    expect(replay.body.errcode).toBe(40015);
  });

  it('resets by email with a 6-character code, through POST /changepassword', async () => {
    const user = await insertUser(t.db, { email: 'reset-mail@example.com' });
    await sendResetCode('Reset-Mail@Example.com');
    const msgCode = await readCode(t, 'reset-mail@example.com');
    expect(msgCode).toMatch(/^[A-Z0-9]{6}$/);
    const checked = await checkCode('reset-mail@example.com', msgCode.toLowerCase());
    expect(checked.status).toBe(200);
    const changed = await t.call({ method: 'POST', url: `${API}/changepassword`, payload: await resetBody(undefined, checked.body.ret) });
    expect(changed.status).toBe(200);
    expect((await emailLogin(t, 'reset-mail@example.com', NEW_PASSWORD)).status).toBe(200);
    expect((await emailLogin(t, 'reset-mail@example.com', user.password)).status).toBe(400);
  });

  it('keeps the check code when a new password is refused, and refuses it for another account', async () => {
    const user = await insertUser(t.db);
    const other = await insertUser(t.db);
    await sendResetCode(user.phone!);
    const checked = await checkCode(user.phone!, await readCode(t, user.phone!));

    const mismatch = await t.call({ method: 'POST', url: `${API}/user/resetPassword`, payload: await resetBody(user.phone!, checked.body.ret, NEW_PASSWORD, 'Fresh#2028'), locale: 'en' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errmsg).toBe('Repeat password: Passwords do not match');
    const weak = await t.call({ method: 'POST', url: `${API}/user/resetPassword`, payload: await resetBody(user.phone!, checked.body.ret, 'short1') });
    expect(weak.body.errmsg).toBe('新密码：密码为8-18位，至少包含字母、数字、特殊字符中的两种');
    const plain = await t.call({ method: 'POST', url: `${API}/user/resetPassword`, payload: { account: user.phone, checkCode: checked.body.ret, newPassword: NEW_PASSWORD, rePassword: NEW_PASSWORD } });
    expect(plain.body.errcode).toBe(40012);
    const wrongAccount = await t.call({ method: 'POST', url: `${API}/user/resetPassword`, payload: await resetBody(other.phone!, checked.body.ret) });
    expect(wrongAccount.body.errcode).toBe(40015);

    expect((await t.call({ method: 'POST', url: `${API}/user/resetPassword`, payload: await resetBody(user.phone!, checked.body.ret) })).status).toBe(200);
  });

  it('answers an unknown account like a known one; only its owner learns there is none', async () => {
    const phone = nextPhone();
    const sent = await sendResetCode(phone, 'en');
    expect(sent.body).toEqual({ errcode: 0, errmsg: 'Verification code sent', ret: null });
    const message = await lastMessage(t, phone);
    expect(message!.text).toContain('has no account');
    const checked = await checkCode(phone, message!.code!);
    expect(checked.status).toBe(404);
  });

  it('refuses a bad account, a wrong code and a missing captcha, naming the field', async () => {
    const badAccount = await sendResetCode('not-an-account', 'en');
    expect(badAccount.status).toBe(400);
    expect(badAccount.body.errmsg).toBe('Incorrect phone/email');
    const noCaptcha = await t.call({ method: 'POST', url: `${API}/portal/sendSms`, payload: { account: nextPhone(), photoCode: '', code: 'x' } });
    expect(noCaptcha.body.errmsg).toBe('请输入图形验证码');

    const user = await insertUser(t.db);
    await sendResetCode(user.phone!);
    const right = await readCode(t, user.phone!);
    const wrong = await checkCode(user.phone!, right === '000000' ? '111111' : '000000');
    expect(wrong.body).toMatchObject({ errcode: 40010, errmsg: 'SMS code: The verification code is wrong or has expired' });
    expect((await checkCode(user.phone!, right)).status).toBe(200);
  });

  it('calls a wrong code sent by mail an email code, not an SMS code', async () => {
    await insertUser(t.db, { email: 'reset-mail-code@example.com' });
    await sendResetCode('reset-mail-code@example.com');
    const wrong = await checkCode('reset-mail-code@example.com', 'ZZZZZZ');
    expect(wrong.body).toMatchObject({ errcode: 40010, errmsg: 'Email code: The verification code is wrong or has expired' });
  });
});
