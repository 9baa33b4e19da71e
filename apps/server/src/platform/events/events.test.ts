import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { insertUser } from '../../domains/identity/identity-test-support';
import { accountEnabled } from '../../domains/admin/users/account.events';
import { messages } from '../../domains/notifications/notifications.tables';
import { jobs } from '../jobs/jobs.tables';
import { inTransaction } from '../use-case';
import { recordEvent } from './event-bus';
import { events } from './events.tables';

describe(`domain events (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const messagesOf = (userId: number) => t.db.select().from(messages).where(eq(messages.userId, userId));
  const eventsOf = (userId: number) => t.db.select().from(events).where(and(eq(events.type, accountEnabled.type), eq(events.subjectId, String(userId))));

  it('can only be recorded inside the transaction of its change', async () => {
    const user = await insertUser(t.db);
    await expect(recordEvent(t.ctx, accountEnabled, { subjectId: user.id, actorId: null, payload: { userId: user.id } })).rejects.toThrow(/inside the transaction/);
    expect(await eventsOf(user.id)).toHaveLength(0);
  });

  it('leaves no event, no job and no message when the transaction around it fails', async () => {
    const user = await insertUser(t.db);
    const deliveries = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(eq(jobs.name, 'events.deliver')))[0]!.n;
    const jobsBefore = await deliveries();
    await expect(
      inTransaction(t.ctx, async (tx) => {
        await recordEvent(tx, accountEnabled, { subjectId: user.id, actorId: null, payload: { userId: user.id } });
        throw new Error('the change itself failed');
      }),
    ).rejects.toThrow('the change itself failed');
    await t.jobs.drain();
    expect(await eventsOf(user.id)).toHaveLength(0);
    expect(await deliveries()).toBe(jobsBefore);
    expect(await messagesOf(user.id)).toHaveLength(0);
  });

  it('reaches its subscriber once, even when the delivery job runs twice', async () => {
    const user = await insertUser(t.db);
    const eventId = await inTransaction(t.ctx, (tx) => recordEvent(tx, accountEnabled, { subjectId: user.id, actorId: null, payload: { userId: user.id } }));
    await t.jobs.drain();
    expect((await messagesOf(user.id)).map((m) => m.template)).toEqual(['account.enabled']);

    // The same delivery again, as after a crash between the work and its "done".
    const [delivered] = await t.db.select().from(jobs).where(eq(jobs.key, `event:${eventId}:notify.account-enabled`));
    expect(delivered!.state).toBe('done');
    await t.db.insert(jobs).values({ name: delivered!.name, payload: delivered!.payload, runAt: t.clock.now(), createdAt: t.clock.now() });
    await t.jobs.drain();
    expect(await messagesOf(user.id)).toHaveLength(1);
    expect(await eventsOf(user.id)).toHaveLength(1);
  });

  it('keeps an event of a savepoint that rolled back out, and the outer change’s in', async () => {
    const user = await insertUser(t.db);
    await inTransaction(t.ctx, async (tx) => {
      await recordEvent(tx, accountEnabled, { subjectId: user.id, actorId: null, payload: { userId: user.id } });
      await inTransaction(tx, async (inner) => {
        await recordEvent(inner, accountEnabled, { subjectId: user.id, actorId: null, payload: { userId: user.id } });
        throw new Error('inner step refused');
      }).catch(() => undefined);
    });
    expect(await eventsOf(user.id)).toHaveLength(1);
    await t.jobs.drain();
    expect(await messagesOf(user.id)).toHaveLength(1);
  });
});
