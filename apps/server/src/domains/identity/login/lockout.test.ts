import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { API, encryptPassword, insertUser, nextIp, readCode, sendLoginSms, skipResendWait, solveCaptcha } from '../identity-test-support';
import { DEVICE_COOKIE } from '../devices/device-cookie';

const WRONG = 'Wrong#2026';

/**
 * Issue 12 item 7: failures are counted per account and client, so a stranger can slow an
 * account down but never lock its owner out — least of all on her own browser.
 */
describe('failed sign-ins lock a client, never the owner (429, captcha, known devices)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The address limit is lowered so a test can reach it; the others are the defaults (5, 10, captcha after 3).
    t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_CLIENT: '8' });
  });
  afterAll(() => t.close());

  /** POST /portal/login as a browser: its address, its device cookie (if any); answers the raw reply. */
  async function mailLogin(email: string, password: string, ip = nextIp(), device?: string, locale: 'zh' | 'en' = 'zh') {
    const captcha = await solveCaptcha(t, ip);
    return t.app.inject({
      method: 'POST',
      url: `${API}/portal/login`,
      payload: { email, password: await encryptPassword(t, password), checkcode: captcha.answer, code: captcha.code },
      remoteAddress: ip,
      headers: { acceptlanguage: locale },
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });
  }

  const deviceCookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;

  it('locks the address that failed five times on an account, saying when to retry; the owner elsewhere signs in', async () => {
    const user = await insertUser(t.db, { email: 'locked@example.com' });
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await mailLogin('locked@example.com', WRONG, ip)).json().errcode).toBe(40013);

    const zh = await mailLogin('locked@example.com', user.password, ip);
    expect(zh.statusCode).toBe(429);
    expect(zh.json().errcode).toBe(42903);
    expect(zh.json().errmsg).toMatch(/^登录失败次数过多，请 (1[0-5]|[1-9]) 分钟后再试$/);
    expect(zh.json().ret.retryAfterSeconds).toBeGreaterThan(800);
    expect(zh.json().ret.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect(Number(zh.headers['retry-after'])).toBe(zh.json().ret.retryAfterSeconds);
    const en = await mailLogin('LOCKED@example.com', user.password, ip, undefined, 'en');
    expect(en.json().errmsg).toMatch(/^Too many failed sign-in attempts, please try again in \d+ minutes$/);

    // Before this fix the account itself was locked: the owner on any other address got 429 too.
    expect((await mailLogin('locked@example.com', user.password, nextIp())).statusCode).toBe(200);
  });

  it('keeps a known device signing in while strangers fail from many addresses, and its own failures its own', async () => {
    const user = await insertUser(t.db, { email: 'owner@example.com' });
    const first = await mailLogin('owner@example.com', user.password);
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/web/v1' });
    const device = cookie.value;

    // A stranger on the owner's own office address (the same NAT) fails until that address is locked for strangers.
    const office = nextIp();
    for (let i = 0; i < 6; i++) await mailLogin('owner@example.com', WRONG, office);
    expect((await mailLogin('owner@example.com', user.password, office)).statusCode).toBe(429);
    // The owner's browser, on that same address, is not locked out.
    expect((await mailLogin('owner@example.com', user.password, office, device)).statusCode).toBe(200);

    // A forged or tampered cookie is just an unknown browser.
    expect((await mailLogin('owner@example.com', user.password, office, `${device.split('.')[0]}.forged`)).statusCode).toBe(429);
    // A device known to another account is unknown to this one.
    const other = await insertUser(t.db, { email: 'stranger@example.com' });
    const strangerDevice = deviceCookieOf(await mailLogin('stranger@example.com', other.password));
    expect((await mailLogin('owner@example.com', user.password, office, strangerDevice)).statusCode).toBe(429);

    // The device's own budget: ten failures lock that browser for that account.
    for (let i = 0; i < 10; i++) expect((await mailLogin('owner@example.com', WRONG, nextIp(), device)).statusCode).toBe(400);
    expect((await mailLogin('owner@example.com', user.password, nextIp(), device)).statusCode).toBe(429);
  });

  it('forgives a failing client after a successful sign-in', async () => {
    const user = await insertUser(t.db, { email: 'forgiven@example.com' });
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await mailLogin('forgiven@example.com', WRONG, ip);
    expect((await mailLogin('forgiven@example.com', user.password, ip)).statusCode).toBe(200);
    // 4 + 3 failures: past the account's 5 from this address had the success not forgiven them (the address's 8 still hold).
    for (let i = 0; i < 3; i++) expect((await mailLogin('forgiven@example.com', WRONG, ip)).statusCode).toBe(400);
    expect((await mailLogin('forgiven@example.com', user.password, ip)).statusCode).toBe(200);
  });

  it('locks one address trying many accounts, while successes from it do not count', async () => {
    const ip = nextIp();
    const user = await insertUser(t.db, { email: 'busy-office@example.com' });
    for (let i = 0; i < 10; i++) expect((await mailLogin('busy-office@example.com', user.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 8; i++) expect((await mailLogin(`guess-${i % 4}@example.com`, WRONG, ip)).statusCode).toBe(400);
    expect((await mailLogin('busy-office@example.com', user.password, ip)).statusCode).toBe(429);
    expect((await mailLogin('busy-office@example.com', user.password)).statusCode).toBe(200);
  });

  describe('phone sign-in', () => {
    async function phoneLogin(phone: string, msgCode: string, ip = nextIp(), extra: Record<string, string> = {}, device?: string) {
      return t.app.inject({
        method: 'POST',
        url: `${API}/phone/login`,
        payload: { phone, msgCode, ...extra },
        remoteAddress: ip,
        headers: { acceptlanguage: 'en' },
        ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
      });
    }
    async function freshCode(phone: string) {
      await skipResendWait(t, 'sms', phone);
      expect((await sendLoginSms(t, phone)).status).toBe(200);
      return readCode(t, phone);
    }

    it('asks unknown browsers for a captcha after three failures; a known device is not asked', async () => {
      const { phone } = await insertUser(t.db);
      const knownDevice = deviceCookieOf(await phoneLogin(phone!, await freshCode(phone!)));
      expect(knownDevice).toBeTruthy();

      const right = await freshCode(phone!);
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 3; i++) expect((await phoneLogin(phone!, wrong)).json().errcode).toBe(40010);
      const asked = await phoneLogin(phone!, right);
      expect(asked.statusCode).toBe(400);
      expect(asked.json()).toMatchObject({ errcode: 40019, errmsg: 'After several failed sign-ins, please enter the image code' });

      // The owner's own browser signs in without one, with the same code (nothing was spent above).
      expect((await phoneLogin(phone!, right, nextIp(), {}, knownDevice)).statusCode).toBe(200);

      // A new browser signs in with a captcha; a wrong captcha answer is refused before the code is looked at.
      const code = await freshCode(phone!);
      for (let i = 0; i < 3; i++) await phoneLogin(phone!, wrong);
      const ip = nextIp();
      const badCaptcha = await solveCaptcha(t, ip);
      const refused = await phoneLogin(phone!, code, ip, { photoCode: badCaptcha.answer === 'AAAA' ? 'BBBB' : 'AAAA', code: badCaptcha.code });
      expect(refused.json().errcode).toBe(40011);
      const captcha = await solveCaptcha(t, ip);
      expect((await phoneLogin(phone!, code, ip, { photoCode: captcha.answer, code: captcha.code })).statusCode).toBe(200);
    });

    it('counts wrong SMS codes towards the address lock', async () => {
      const { phone } = await insertUser(t.db);
      const ip = nextIp();
      const right = await freshCode(phone!);
      const wrong = right === '000000' ? '111111' : '000000';
      const captchaFor = async () => {
        const c = await solveCaptcha(t, ip);
        return { photoCode: c.answer, code: c.code };
      };
      for (let i = 0; i < 5; i++) expect((await phoneLogin(phone!, wrong, ip, await captchaFor())).json().errcode).toBe(40010);
      const locked = await phoneLogin(phone!, await freshCode(phone!), ip, await captchaFor());
      expect(locked.statusCode).toBe(429);
      expect(locked.json().errcode).toBe(42903);
    });
  });
});
