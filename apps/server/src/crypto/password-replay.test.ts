import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sealPassword } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../test/helper';
import { API, encryptPassword, encryptRaw, insertUser, nextIp, solveCaptcha } from '../domains/identity/identity-test-support';
import { HOUR } from '../platform/clock';

/** Issue 12, item 19: a password ciphertext is accepted once, near its issue time. */
describe(`password ciphertexts cannot be replayed (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = async (email: string, password: string) => {
    const ip = nextIp();
    const captcha = await solveCaptcha(t, ip);
    return t.call<{ token: string }>({ method: 'POST', url: `${API}/portal/login`, payload: { email, password, checkcode: captcha.answer, code: captcha.code }, remoteAddress: ip, locale: 'en' });
  };

  it('signs in with a ciphertext once; the same ciphertext sent again is refused', async () => {
    const user = await insertUser(t.db, { email: 'replay@example.com' });
    const captured = await encryptPassword(t, user.password);
    expect((await login('replay@example.com', captured)).status).toBe(200);
    const replayed = await login('replay@example.com', captured);
    expect(replayed.status).toBe(400);
    expect(replayed.body.errmsg).toBe('This encrypted password was already used or has expired, please submit again');
    // A fresh encryption of the same password works.
    expect((await login('replay@example.com', await encryptPassword(t, user.password))).status).toBe(200);
  });

  it('refuses an envelope issued a day ago and a bare password inside the ciphertext', async () => {
    const user = await insertUser(t.db, { email: 'stale@example.com' });
    const old = await encryptRaw(t, sealPassword(user.password, t.clock.now().getTime() - 25 * HOUR, randomBytes(16).toString('base64url')));
    expect((await login('stale@example.com', old)).body.errmsg).toContain('already used or has expired');
    const bare = await login('stale@example.com', await encryptRaw(t, user.password));
    expect(bare.status).toBe(400);
    expect(bare.body.errcode).toBe(40012);
  });
});
