import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../test/helper';
import { buildHacker, signedIn, type SignedIn } from '../../test/factories';
import { sessions, users } from '../domains/identity/identity.tables';
import { createSession } from './create-session';
import { hashOpaqueToken } from './session-token';
import { revokeAllSessions } from './revoke-all-sessions';
import { loadKeptSession } from './session-cache';
import { KeptRows } from '../db/kept-rows';
import type { LoadedSession } from './load-session-user';

describe('a kept session', () => {
  it('is handed to each request as its own copy of the user', async () => {
    const kept = new KeptRows<LoadedSession>();
    const read = async (): Promise<LoadedSession> => ({
      sessionId: 's1',
      user: { id: 1, publicId: 'p1', usertype: 'hacker', status: 'certification', role: 'user', nickname: 'N' },
      liveUntil: Date.now() + 60_000,
    });
    const first = (await loadKeptSession(kept, 's1', read)) as LoadedSession;
    first.user.nickname = 'changed by a handler';
    const second = (await loadKeptSession(kept, 's1', read)) as LoadedSession;
    expect(second.user.nickname).toBe('N');
  });
});

type Status = { status: string; username: string };

describe(`a revoked session is refused at once, by every server on the database (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // A second server on the same database, as behind a load balancer.
    other = await t.sibling();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  /** The user's status as each server answers it, both asked twice so both have read (and kept) the session. */
  async function statusOnBoth(token: string): Promise<{ status: number; errmsg: string; ret: Status }[]> {
    const ask = (app: TestApp) => app.call<Status>({ method: 'GET', url: '/web/v1/find/userstatus', headers: { authorization: token }, locale: 'en' });
    const answers = [];
    for (const app of [t, other, t, other]) {
      const { status, body } = await ask(app);
      answers.push({ status, errmsg: body.errmsg, ret: body.ret });
    }
    return answers;
  }

  async function hackerOnBoth(): Promise<SignedIn> {
    const hacker = await signedIn(t, await buildHacker(t, { nickname: 'Kept' }));
    expect((await statusOnBoth(hacker.token)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    return hacker;
  }

  it('after signing out on one server', async () => {
    const hacker = await hackerOnBoth();
    expect((await hacker.call({ method: 'GET', url: '/web/v1/portal/signout' })).status).toBe(200);
    expect((await statusOnBoth(hacker.token)).map((a) => a.status)).toEqual([401, 401, 401, 401]);
  });

  it('after every session of the user was ended (password change, reset)', async () => {
    const hacker = await hackerOnBoth();
    await revokeAllSessions({ db: t.db, clock: t.clock }, hacker.id);
    expect((await statusOnBoth(hacker.token)).map((a) => a.status)).toEqual([401, 401, 401, 401]);
  });

  it('after the account was disabled by any code path, saying so', async () => {
    const hacker = await hackerOnBoth();
    await t.db.update(users).set({ status: 'foriben' }).where(eq(users.id, hacker.id));
    const answers = await statusOnBoth(hacker.token);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect(answers[0]!.errmsg).toMatch(/disabled/i);
  });

  it('after the session row was revoked or deleted in a transaction', async () => {
    const hacker = await hackerOnBoth();
    await t.db.transaction(async (tx) => {
      await tx.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, hashOpaqueToken(hacker.token)));
    });
    expect((await statusOnBoth(hacker.token)).map((a) => a.status)).toEqual([401, 401, 401, 401]);
    const again = await hackerOnBoth();
    await t.db.delete(sessions).where(eq(sessions.id, hashOpaqueToken(again.token)));
    expect((await statusOnBoth(again.token)).map((a) => a.status)).toEqual([401, 401, 401, 401]);
  });

  it('shows a change to the user on the next request', async () => {
    const hacker = await hackerOnBoth();
    await t.db.update(users).set({ nickname: 'Renamed' }).where(eq(users.id, hacker.id));
    expect((await statusOnBoth(hacker.token)).map((a) => a.ret.username)).toEqual(['Renamed', 'Renamed', 'Renamed', 'Renamed']);
  });

  it('once the session expires, even while it was kept', async () => {
    const hacker = await buildHacker(t);
    const token = await createSession(t.db, { userId: hacker.id, clientIp: '127.0.0.1', userAgent: 'vitest', at: t.clock.now() });
    // Shortened in the database before any server read it: it has a second and a half left.
    await t.db.update(sessions).set({ expiresAt: sql`now() + interval '1500 milliseconds'` }).where(eq(sessions.id, hashOpaqueToken(token)));
    expect((await statusOnBoth(token)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await statusOnBoth(token)).map((a) => a.status)).toEqual([401, 401, 401, 401]);
  });
});
