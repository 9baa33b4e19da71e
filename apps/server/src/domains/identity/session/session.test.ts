import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { sessions } from '../identity.tables';
import { hashOpaqueToken } from '../../../auth/session-token';
import { API, insertUser, signIn } from '../identity-test-support';

describe('sessions: sign-out, user status, first login', () => {
  let t: TestApp;
  let email: string;
  let password: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const user = await insertUser(t.db, { email: 'session@example.com', nickname: 'Sess', usertype: 'company' });
    email = 'session@example.com';
    password = user.password;
  });
  afterAll(() => t.close());

  const status = (authorization?: string) =>
    t.call<{ status: string }>({ method: 'GET', url: `${API}/find/userstatus`, headers: authorization ? { authorization } : {}, locale: 'en' });

  it('answers the status, team fields, name and type of the signed-in user', async () => {
    const token = await signIn(t, email, password);
    const res = await status(token);
    expect(res.status).toBe(200);
    expect(res.body.ret).toEqual({ status: 'certification', teamApply: 0, teamMenu: false, username: 'Sess', usertype: 'company' });
  });

  it('accepts the bare token and the Bearer form alike', async () => {
    const token = await signIn(t, email, password);
    expect((await status(`Bearer ${token}`)).status).toBe(200);
    expect((await status(`bearer ${token}`)).status).toBe(200);
  });

  it('answers 401 with errcode 401 with no token, a made-up token and a malformed one', async () => {
    expect((await status()).body).toEqual({ errcode: 401, errmsg: 'Please sign in first', ret: null });
    for (const bad of ['x'.repeat(43), 'not a token', `Bearer ${'A'.repeat(43)}`]) {
      const res = await status(bad);
      expect(res.status).toBe(401);
      expect(res.body.errcode).toBe(401);
    }
  });

  it('signs out: the token then gets 401, while other sessions live on', async () => {
    const token = await signIn(t, email, password);
    const other = await signIn(t, email, password);
    const out = await t.call({ method: 'GET', url: `${API}/portal/signout`, headers: { authorization: token } });
    expect(out.body).toEqual({ errcode: 0, errmsg: '已退出登录', ret: null });
    const after = await status(token);
    expect(after.status).toBe(401);
    expect(after.body.errcode).toBe(401);
    expect((await status(other)).status).toBe(200);
    // Signing out again, or without a session, is harmless.
    expect((await t.call({ method: 'GET', url: `${API}/portal/signout`, headers: { authorization: token } })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `${API}/portal/signout` })).status).toBe(200);
  });

  it('ends a session after its 8 hours', async () => {
    const token = await signIn(t, email, password);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, hashOpaqueToken(token)));
    const lifetimeHours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(lifetimeHours).toBeCloseTo(8, 1);
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, hashOpaqueToken(token)));
    expect((await status(token)).status).toBe(401);
  });

  it('stores only the hash of a token', async () => {
    const token = await signIn(t, email, password);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, hashOpaqueToken(token)))).toHaveLength(1);
  });

  it('says firstLogin once per account, then false', async () => {
    const other = await insertUser(t.db, { email: 'first@example.com' });
    const token = await signIn(t, 'first@example.com', other.password);
    const first = await t.call<{ firstLogin: boolean }>({ method: 'GET', url: `${API}/portal/firstlogin`, headers: { authorization: token } });
    expect(first.body.ret).toEqual({ firstLogin: true });
    const again = await t.call<{ firstLogin: boolean }>({ method: 'GET', url: `${API}/portal/firstlogin`, headers: { authorization: token } });
    expect(again.body.ret).toEqual({ firstLogin: false });
    expect((await t.call({ method: 'GET', url: `${API}/portal/firstlogin` })).status).toBe(401);
  });

  it('serves the public key as SPKI PEM', async () => {
    const res = await t.call<string>({ method: 'GET', url: `${API}/portal/publicKey` });
    expect(res.body.ret).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
  });
});
