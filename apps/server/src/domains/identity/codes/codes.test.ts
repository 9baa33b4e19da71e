import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { API, insertUser, lastMessage, nextIp, nextPhone, signIn, solveCaptcha, sendLoginSms } from '../identity-test-support';

describe('verification code sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends one sign-in code per phone per minute, in the caller language, naming the product', async () => {
    const { phone } = await insertUser(t.db);
    const first = await sendLoginSms(t, phone!, nextIp(), 'en');
    expect(first.status).toBe(200);
    const message = await lastMessage(t, phone!);
    expect(message!.text).toMatch(/^\[Wardline\] Your sign-in code is \d{6}\. It is valid for 5 minutes/);

    const again = await sendLoginSms(t, phone!, nextIp(), 'en');
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ errcode: 42901, errmsg: 'A code was sent recently, please wait 60 seconds', ret: null });
  });

  it('refuses a bad telephone naming the field', async () => {
    const res = await sendLoginSms(t, '123');
    expect(res.status).toBe(400);
    expect(res.body.errmsg).toBe('手机号码格式不符合规范');
  });

  it('sends an email binding code behind a captcha: 6 letters or digits, in Chinese by default', async () => {
    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    const res = await t.call({
      method: 'GET',
      url: `${API}/portal/emailcode?email=${encodeURIComponent('Bind.Me@Example.com')}&photoCode=${captcha.answer}&code=${captcha.code}`,
      remoteAddress: ip,
    });
    expect(res.body).toEqual({ errcode: 0, errmsg: '验证码已发送', ret: null });
    const message = await lastMessage(t, 'bind.me@example.com');
    expect(message!.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(message!.text).toContain(`【守线众测】您正在绑定邮箱，验证码为 ${message!.code}`);
  });

  it('refuses an email code request with a bad email or without a captcha', async () => {
    const bad = await t.call({ method: 'GET', url: `${API}/portal/emailcode?email=nope&photoCode=AB12&code=x`, locale: 'en' });
    expect(bad.body.errmsg).toBe('Please enter a valid email address');
    const none = await t.call({ method: 'GET', url: `${API}/portal/emailcode?email=a@example.com`, locale: 'en' });
    expect(none.status).toBe(400);
    expect(none.body.errmsg).toContain('Please enter the image code');
  });

  it('sends the account-centre email code only to a signed-in user', async () => {
    const anonymous = await t.call({ method: 'POST', url: `${API}/portal/sendEmailCode`, payload: { email: 'new@example.com' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errcode).toBe(401);

    const user = await insertUser(t.db, { email: 'has-session@example.com' });
    const token = await signIn(t, 'has-session@example.com', user.password);
    const res = await t.call({ method: 'POST', url: `${API}/portal/sendEmailCode`, payload: { email: 'new@example.com' }, headers: { authorization: token }, remoteAddress: nextIp() });
    expect(res.status).toBe(200);
    expect((await lastMessage(t, 'new@example.com'))!.code).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('caps the codes one address may ask for in a day (CODE_DAILY_LIMIT_PER_CLIENT)', async () => {
    const capped = await buildTestApp({ CODE_DAILY_LIMIT_PER_CLIENT: '5' });
    try {
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await sendLoginSms(capped, nextPhone(), ip)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await capped.close();
    }
  });
});
