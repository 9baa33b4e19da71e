import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../../test/helper';
import { hashOpaqueToken } from '../../../auth/session-token';
import { MINUTE } from '../../../platform/clock';
import { sessions } from '../identity.tables';
import { API, emailLogin, insertUser, nextIp } from '../identity-test-support';
import { deviceSummary, maskAddress } from './device-summary';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Listed = { id: string; device: string; clientIp: string; createdAt: string; lastActiveAt: string; current: boolean };

/** Issue 12 item 15: an inactivity timeout, and each person's list of their own sessions. */
describe(`sessions: idle timeout, the account centre's list, ending them (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SESSION_IDLE_MINUTES: '120' });
  });
  afterAll(() => t.close());

  async function signInFrom(email: string, password: string, ip: string, userAgent: string) {
    const res = await emailLogin(t, email, password, ip);
    expect(res.status, res.body.errmsg).toBe(200);
    const token = res.body.ret.token;
    await t.db.update(sessions).set({ userAgent }).where(eq(sessions.id, hashOpaqueToken(token)));
    return token;
  }
  const status = (token: string) => t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: token }, locale: 'en' });
  const list = (token: string, locale: 'zh' | 'en' = 'en') => t.call<Listed[]>({ method: 'GET', url: `${API}/user/sessions`, headers: { authorization: token }, locale });

  it('ends a session left idle past SESSION_IDLE_MINUTES, while one in use lives on; activity is written at most once a minute', async () => {
    const user = await insertUser(t.db, { email: 'idle@example.com' });
    const idle = await signInFrom('idle@example.com', user.password, nextIp(), CHROME_WINDOWS);
    const busy = await signInFrom('idle@example.com', user.password, nextIp(), CHROME_WINDOWS);
    const activityOf = async (token: string) => (await t.db.select({ at: sessions.lastActiveAt }).from(sessions).where(eq(sessions.id, hashOpaqueToken(token))))[0]!.at.getTime();

    const before = await activityOf(busy);
    expect((await status(busy)).status).toBe(200);
    expect(await activityOf(busy)).toBe(before);
    for (let step = 0; step < 4; step++) {
      t.clock.advance(40 * MINUTE);
      expect((await status(busy)).status).toBe(200);
    }
    expect(await activityOf(busy)).toBeGreaterThan(before);
    // 160 minutes later: the idle one is over (before this fix it lived its whole 8 hours).
    const ended = await status(idle);
    expect(ended.status).toBe(401);
    expect(ended.body.errmsg).toBe('Your session has ended, please sign in again');
  });

  it('lists the caller’s live sessions with device, masked address, times and which one is this', async () => {
    const user = await insertUser(t.db, { email: 'lister@example.com' });
    const here = await signInFrom('lister@example.com', user.password, '203.0.113.77', CHROME_WINDOWS);
    await signInFrom('lister@example.com', user.password, '198.51.100.23', SAFARI_IPHONE);
    const someoneElse = await insertUser(t.db, { email: 'other-lister@example.com' });
    await signInFrom('other-lister@example.com', someoneElse.password, nextIp(), CHROME_WINDOWS);

    const res = await list(here);
    expect(res.status).toBe(200);
    expect(res.body.ret).toHaveLength(2);
    const current = res.body.ret.find((s) => s.current)!;
    expect(current).toMatchObject({ device: 'Chrome on Windows', clientIp: '203.0.113.*' });
    expect(res.body.ret.find((s) => !s.current)).toMatchObject({ device: 'Safari on iOS', clientIp: '198.51.100.*' });
    for (const s of res.body.ret) {
      expect(s.id).toMatch(/^[0-9a-f]{32}$/);
      expect(s.id).not.toBe(hashOpaqueToken(here).slice(0, 32));
      expect(Date.parse(s.createdAt)).toBeLessThanOrEqual(Date.parse(s.lastActiveAt));
    }
    expect((await list(here, 'zh')).body.ret.find((s) => s.current)!.device).toBe('Chrome（Windows）');
    expect((await t.call({ method: 'GET', url: `${API}/user/sessions` })).status).toBe(401);
  });

  it('ends one chosen session, or every other one; another person’s session is a 404', async () => {
    const user = await insertUser(t.db, { email: 'ender@example.com' });
    const here = await signInFrom('ender@example.com', user.password, nextIp(), CHROME_WINDOWS);
    const phone = await signInFrom('ender@example.com', user.password, nextIp(), SAFARI_IPHONE);
    const laptop = await signInFrom('ender@example.com', user.password, nextIp(), CHROME_WINDOWS);
    const stranger = await insertUser(t.db, { email: 'not-ender@example.com' });
    const theirs = await signInFrom('not-ender@example.com', stranger.password, nextIp(), CHROME_WINDOWS);

    const phoneId = (await list(here)).body.ret.find((s) => s.device === 'Safari on iOS')!.id;
    const refused = await t.call({ method: 'DELETE', url: `${API}/user/sessions/${phoneId}`, headers: { authorization: theirs } });
    expect(refused.status).toBe(404);
    const ended = await t.call({ method: 'DELETE', url: `${API}/user/sessions/${phoneId}`, headers: { authorization: here }, locale: 'en' });
    expect(ended.body).toEqual({ errcode: 0, errmsg: 'Session ended', ret: { ended: 1 } });
    expect((await status(phone)).status).toBe(401);
    expect((await status(laptop)).status).toBe(200);

    const others = await t.call({ method: 'POST', url: `${API}/user/sessions/end-others`, headers: { authorization: here }, locale: 'en' });
    expect(others.body).toEqual({ errcode: 0, errmsg: 'Signed out on your other devices', ret: { ended: 1 } });
    expect((await status(laptop)).status).toBe(401);
    expect((await status(here)).status).toBe(200);
    expect((await status(theirs)).status).toBe(200);
  });

  it('summarises browsers people name and masks addresses enough for a screenshot', () => {
    expect(deviceSummary('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36 MicroMessenger/8.0', 'en')).toBe('WeChat on Android');
    expect(deviceSummary('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 Chrome/126 Safari/537.36 Edg/126.0', 'en')).toBe('Edge on macOS');
    expect(deviceSummary('curl/8.0', 'en')).toBe('Unknown browser on unknown system');
    expect(maskAddress('::ffff:10.1.2.3')).toBe('10.1.2.*');
    expect(maskAddress('2001:db8:85a3:0:0:8a2e:370:7334')).toBe('2001:db8:85a3:*');
  });
});
