import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { openEventStream, unreadIs } from '../../../test/event-stream-client';
import { signedInUser } from '../../domains/certification/certification-test-support';
import { insertMessages } from '../../domains/notifications/notifications-test-support';
import { notifyUser } from '../../domains/notifications/notify-user';
import { disableUser } from '../../domains/admin/users/disable-user';
import { accountEnabled } from '../../domains/admin/users/account.events';
import { recordEvent } from '../events/event-bus';
import { inTransaction } from '../use-case';

async function listen(t: TestApp): Promise<string> {
  return t.app.listen({ port: 0, host: '127.0.0.1' });
}

/** A message made the way events make them, so the stream hears of it after the commit. */
async function newMessage(t: TestApp, userId: number) {
  const eventId = await inTransaction(t.ctx, (tx) => recordEvent(tx, accountEnabled, { subjectId: userId, actorId: null, payload: { userId } }));
  await notifyUser(t.ctx, { userId, eventId, template: 'account.enabled', params: {} });
}

describe(`live unread count over server-sent events (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    base = await listen(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the count at once, then every change, without polling', async () => {
    const user = await signedInUser(t, 'hacker', 'certification');
    const ids = await insertMessages(t, user.id, 2);
    const stream = await openEventStream(base, user.token);
    try {
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('cache-control')).toBe('no-store');
      await stream.waitFor(unreadIs(2));
      await newMessage(t, user.id);
      await stream.waitFor(unreadIs(3));
      await t.call({ method: 'PUT', url: '/web/v1/updateNewStatus', headers: { authorization: user.token }, payload: { idList: ids } });
      await stream.waitFor(unreadIs(1));
    } finally {
      stream.close();
    }
  });

  it('tells only the person concerned', async () => {
    const one = await signedInUser(t, 'hacker', 'certification');
    const other = await signedInUser(t, 'hacker', 'certification');
    const theirs = await openEventStream(base, other.token);
    try {
      await theirs.waitFor(unreadIs(0));
      await newMessage(t, one.id);
      await new Promise((r) => setTimeout(r, 200));
      expect(theirs.events.filter((e) => e.event === 'unread')).toHaveLength(1);
    } finally {
      theirs.close();
    }
  });

  it('refuses visitors, and ends the stream when the account is disabled', async () => {
    expect((await fetch(`${base}/web/v1/live/stream`)).status).toBe(401);
    const staff = await signedInUser(t, null, 'certification', 'staff');
    const user = await signedInUser(t, 'hacker', 'certification');
    const stream = await openEventStream(base, user.token);
    await stream.waitFor(unreadIs(0));
    await disableUser({ ctx: t.ctx, actor: { staffId: staff.id, nickname: 'Staff', clientIp: '127.0.0.1', permissions: new Set(['userAdministration'] as const) }, input: { publicId: user.publicId, reason: '违规' } });
    await t.jobs.drain();
    await stream.waitFor((e) => e.event === 'ended');
    await stream.closed();
  });
});

// Several server processes exist only on PostgreSQL: PGlite is one process per data folder.
describe.runIf(TEST_DB_KIND === 'postgres')('live updates across two server processes', () => {
  for (const via of [process.env.TEST_REDIS_URL ? 'redis' : null, 'listen-notify'].filter(Boolean)) {
    it(`reach a browser connected to the other process within a second (${via})`, async () => {
      const first = await buildTestApp(via === 'redis' ? {} : { REDIS_URL: '' });
      const second = await first.sibling();
      try {
        const user = await signedInUser(first, 'hacker', 'certification');
        const stream = await openEventStream(await listen(second), user.token);
        try {
          await stream.waitFor(unreadIs(0));
          const started = Date.now();
          await newMessage(first, user.id);
          await stream.waitFor(unreadIs(1), 1000);
          expect(Date.now() - started).toBeLessThan(1000);
        } finally {
          stream.close();
        }
      } finally {
        await second.close();
        await first.close();
      }
    });
  }
});
