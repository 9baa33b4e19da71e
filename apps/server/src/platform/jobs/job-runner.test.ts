import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { HOUR, MINUTE, SECOND } from '../clock';
import { defineJob } from './define-job';
import { enqueueJob } from './enqueue-job';
import { jobs } from './jobs.tables';

describe(`job runner (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const runsOf = (name: string) => t.db.select().from(jobs).where(eq(jobs.name, name));
  const collector = (name: string) => {
    const seen: number[] = [];
    const job = defineJob({
      name,
      payload: z.object({ n: z.number().int() }),
      async run({ payload }) {
        seen.push(payload.n);
      },
    });
    t.jobs.register(job);
    return { job, seen };
  };

  it('runs a due job once, and a delayed one only when its time has come', async () => {
    const { job, seen } = collector('test.delayed');
    await enqueueJob(t.ctx, job, { n: 1 });
    await enqueueJob(t.ctx, job, { n: 2 }, { runAt: new Date(t.clock.now().getTime() + HOUR) });
    await t.jobs.drain();
    expect(seen).toEqual([1]);
    t.clock.advance(HOUR + SECOND);
    await t.jobs.drain();
    await t.jobs.drain();
    expect(seen).toEqual([1, 2]);
    expect((await runsOf('test.delayed')).map((r) => r.state)).toEqual(['done', 'done']);
  });

  it('creates a job with a key once, however often it is asked for', async () => {
    const { job, seen } = collector('test.keyed');
    const first = await enqueueJob(t.ctx, job, { n: 7 }, { key: 'only-once' });
    const second = await enqueueJob(t.ctx, job, { n: 8 }, { key: 'only-once' });
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
    await t.jobs.drain();
    expect(seen).toEqual([7]);
  });

  it('retries a failing handler after growing waits, then succeeds, keeping the last error until then', async () => {
    let calls = 0;
    const flaky = defineJob({
      name: 'test.flaky',
      payload: z.object({}),
      async run() {
        calls += 1;
        if (calls < 3) throw new Error(`gateway timeout ${calls}`);
      },
    });
    t.jobs.register(flaky);
    await enqueueJob(t.ctx, flaky, {});
    await t.jobs.drain();
    let [row] = await runsOf('test.flaky');
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lastError: 'gateway timeout 1' });
    const firstWait = row!.runAt.getTime() - t.clock.now().getTime();
    expect(firstWait).toBeGreaterThan(3 * SECOND);
    expect(firstWait).toBeLessThanOrEqual(6 * SECOND);

    await t.jobs.drain();
    expect(calls).toBe(1); // not due yet
    t.clock.advance(7 * SECOND);
    await t.jobs.drain();
    [row] = await runsOf('test.flaky');
    expect(row).toMatchObject({ state: 'queued', attempts: 2, lastError: 'gateway timeout 2' });
    expect(row!.runAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(7 * SECOND);

    t.clock.advance(13 * SECOND);
    await t.jobs.drain();
    [row] = await runsOf('test.flaky');
    expect(row).toMatchObject({ state: 'done', attempts: 3, lastError: null });
    expect(calls).toBe(3);
  });

  it('leaves a job dead after its last attempt, and one whose payload does not fit without running it', async () => {
    let calls = 0;
    const broken = defineJob({
      name: 'test.broken',
      payload: z.object({ n: z.number() }),
      maxAttempts: 2,
      async run() {
        calls += 1;
        throw new Error('always');
      },
    });
    t.jobs.register(broken);
    await enqueueJob(t.ctx, broken, { n: 1 });
    await t.jobs.drain();
    t.clock.advance(MINUTE);
    await t.jobs.drain();
    t.clock.advance(HOUR);
    await t.jobs.drain();
    expect(calls).toBe(2);
    const [dead] = await runsOf('test.broken');
    expect(dead).toMatchObject({ state: 'dead', attempts: 2, lastError: 'always' });

    await t.db.insert(jobs).values({ name: 'test.broken', payload: { n: 'not a number' }, runAt: t.clock.now(), createdAt: t.clock.now() });
    await t.jobs.drain();
    expect(calls).toBe(2);
    const refused = (await runsOf('test.broken')).find((r) => r.id !== dead!.id)!;
    expect(refused.state).toBe('dead');
    expect(refused.lastError).toMatch(/^payload refused/);
  });

  it('shares the queue between two server processes: each job runs exactly once', async () => {
    const other = await t.sibling();
    try {
      const seen: number[] = [];
      const shared = defineJob({
        name: 'test.shared',
        payload: z.object({ n: z.number().int() }),
        async run({ payload }) {
          await new Promise((resolve) => setTimeout(resolve, 2));
          seen.push(payload.n);
        },
      });
      t.jobs.register(shared);
      other.jobs.register(shared);
      for (let n = 0; n < 40; n++) await enqueueJob(t.ctx, shared, { n });
      await Promise.all([t.jobs.drain(), other.jobs.drain(), t.jobs.drain(), other.jobs.drain()]);
      expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
      const ran = await runsOf('test.shared');
      expect(ran.every((r) => r.state === 'done' && r.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('takes over the job of a process that died once its lease runs out', async () => {
    const { job, seen } = collector('test.orphaned');
    const id = (await enqueueJob(t.ctx, job, { n: 5 }))!;
    // A process claimed it and died: the row stays running with its lease.
    await t.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'gone:1', lockedUntil: new Date(t.clock.now().getTime() + 5 * MINUTE) })
      .where(eq(jobs.id, id));
    await t.jobs.drain();
    expect(seen).toEqual([]);
    t.clock.advance(6 * MINUTE);
    await t.jobs.drain();
    expect(seen).toEqual([5]);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ state: 'done', attempts: 2, lockedBy: null });
  });

  it('runs a recurring job once per slot across processes, and once (not once per missed slot) after downtime', async () => {
    const name = 'maintenance.purge-expired-rows';
    const done = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(and(eq(jobs.name, name), eq(jobs.state, 'done'))))[0]!.n;
    await t.jobs.drain();
    const before = await done();
    await t.jobs.drain();
    expect(await done()).toBe(before);

    const other = await t.sibling();
    try {
      // Five hours of downtime: thirty slots missed. Both processes read the same wall clock.
      t.clock.advance(5 * HOUR);
      other.clock.set(t.clock.now());
      await Promise.all([t.jobs.drain(), other.jobs.drain()]);
      expect(await done()).toBe(before + 1);
      await Promise.all([t.jobs.drain(), other.jobs.drain()]);
      expect(await done()).toBe(before + 1);
    } finally {
      await other.close();
    }
  });
});
