import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { API, emailLogin, encryptPassword, insertUser, nextIp, nextPhone, solveCaptcha } from '../identity-test-support';

const WRONG = 'Wrong#2026';

describe('failed sign-ins lock the account and the address for a while (429)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The address limit is lowered so a test can reach it; the account limit is the default 5.
    t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_CLIENT: '8' });
  });
  afterAll(() => t.close());

  it('refuses the sixth attempt on one account, even with the right password, saying when to retry', async () => {
    const user = await insertUser(t.db, { email: 'locked@example.com' });
    for (let i = 0; i < 5; i++) expect((await emailLogin(t, 'locked@example.com', WRONG)).body.errcode).toBe(40013);

    const zh = await emailLogin(t, 'locked@example.com', user.password);
    expect(zh.status).toBe(429);
    expect(zh.body.errcode).toBe(42903);
    expect(zh.body.errmsg).toMatch(/^登录失败次数过多，请 (1[0-5]|[1-9]) 分钟后再试$/);
    expect(zh.body.ret.retryAfterSeconds).toBeGreaterThan(800);
    expect(zh.body.ret.retryAfterSeconds).toBeLessThanOrEqual(900);

    const en = await emailLogin(t, 'LOCKED@example.com', user.password, nextIp(), 'en');
    expect(en.status).toBe(429);
    expect(en.body.errmsg).toMatch(/^Too many failed sign-in attempts, please try again in \d+ minutes$/);
  });

  it('forgives an account its failures after a successful sign-in', async () => {
    const user = await insertUser(t.db, { email: 'forgiven@example.com' });
    for (let i = 0; i < 4; i++) await emailLogin(t, 'forgiven@example.com', WRONG);
    expect((await emailLogin(t, 'forgiven@example.com', user.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await emailLogin(t, 'forgiven@example.com', WRONG)).status).toBe(400);
    expect((await emailLogin(t, 'forgiven@example.com', user.password)).status).toBe(200);
  });

  it('locks one address trying many accounts, while successes from it do not count', async () => {
    const ip = nextIp();
    const user = await insertUser(t.db, { email: 'busy-office@example.com' });
    // Ten good sign-ins from one address (an office behind one NAT) are fine.
    for (let i = 0; i < 10; i++) expect((await emailLogin(t, 'busy-office@example.com', user.password, ip)).status).toBe(200);
    // Eight failures spread over accounts, none of them reaching its own limit of 5.
    for (let i = 0; i < 8; i++) expect((await emailLogin(t, `guess-${i % 4}@example.com`, WRONG, ip)).status).toBe(400);
    const locked = await emailLogin(t, 'busy-office@example.com', user.password, ip);
    expect(locked.status).toBe(429);
    // Another address is not affected.
    expect((await emailLogin(t, 'busy-office@example.com', user.password)).status).toBe(200);
  });

  it('counts wrong SMS codes of the phone sign-in too', async () => {
    const { phone } = await insertUser(t.db, { phone: nextPhone() });
    for (let i = 0; i < 5; i++) {
      const res = await t.call({ method: 'POST', url: `${API}/phone/login`, payload: { phone, msgCode: '000000' }, remoteAddress: nextIp() });
      expect(res.body.errcode).toBe(40010);
    }
    const res = await t.call({ method: 'POST', url: `${API}/phone/login`, payload: { phone, msgCode: '000000' }, remoteAddress: nextIp() });
    expect(res.status).toBe(429);
    expect(res.body.errcode).toBe(42903);
  });

  it('sends a Retry-After header with the 429', async () => {
    await insertUser(t.db, { email: 'header@example.com' });
    for (let i = 0; i < 5; i++) await emailLogin(t, 'header@example.com', WRONG);
    const captcha = await solveCaptcha(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/portal/login`,
      payload: { email: 'header@example.com', password: await encryptPassword(t, WRONG), checkcode: captcha.answer, code: captcha.code },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBe(res.json().ret.retryAfterSeconds);
  });
});
