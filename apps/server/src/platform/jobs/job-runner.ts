import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { MINUTE } from '../clock';
import { retryDelayMs, type AnyJobDefinition, type RecurringJob } from './define-job';
import { jobSchedules, jobs } from './jobs.tables';

export type JobRunnerOptions = {
  /** How many jobs one process runs at once. */
  concurrency?: number;
  /** How often an idle runner looks for due work; enqueueing in this process wakes it at once. */
  pollMs?: number;
  /** How long a claim holds before another process may take the job over. */
  leaseMs?: number;
};

type ClaimedJob = { id: number; name: string; payload: unknown; attempts: number; max_attempts: number };

/**
 * Claims due jobs from the database and runs their handlers. Safe with any number of
 * processes (claims use `FOR UPDATE SKIP LOCKED` and leases), catches up after downtime
 * (due rows simply wait), and takes its time from `ctx.clock`, so tests drive it with
 * `drain()` and a manual clock instead of timers.
 */
export class JobRunner {
  readonly workerId = `${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly definitions = new Map<string, AnyJobDefinition>();
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private passing: Promise<number> | null = null;
  private wakeRequested = false;

  constructor(
    private readonly ctx: AppContext,
    definitions: AnyJobDefinition[],
    private readonly recurring: RecurringJob[],
    options: JobRunnerOptions = {},
  ) {
    for (const definition of [...definitions, ...recurring.map((r) => r.job)]) {
      this.definitions.set(definition.name, definition as AnyJobDefinition);
    }
    this.concurrency = options.concurrency ?? 4;
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 5 * MINUTE;
  }

  /** Adds a kind of job after start-up (a test's own job, a plug-in). */
  register(definition: AnyJobDefinition): void {
    this.definitions.set(definition.name, definition);
  }

  /** Registers the recurring schedules (keeping when each is next due) and starts polling. */
  async start(): Promise<void> {
    await this.ensureSchedules();
    this.started = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the handlers that are running. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.passing;
  }

  /** New due work exists: look now rather than at the next poll. */
  wake(): void {
    if (!this.started) return;
    if (this.passing) this.wakeRequested = true;
    else this.schedule(0);
  }

  async ensureSchedules(): Promise<void> {
    const now = this.ctx.clock.now();
    // One statement for all (a name given twice keeps its last interval): a write per job was
    // most of the runner's share of a restart on the embedded database.
    const everySecondsOf = new Map(this.recurring.map(({ job, everySeconds }) => [job.name, everySeconds]));
    if (everySecondsOf.size === 0) return;
    await this.ctx.db
      .insert(jobSchedules)
      .values([...everySecondsOf].map(([name, everySeconds]) => ({ name, nextRunAt: now, everySeconds })))
      .onConflictDoUpdate({ target: jobSchedules.name, set: { everySeconds: sql`excluded.every_seconds` } });
  }

  /** Runs everything due now, pass after pass, until nothing is left; answers how many jobs ran. */
  async drain(maxPasses = 100): Promise<number> {
    let total = 0;
    for (let pass = 0; pass < maxPasses; pass++) {
      const ran = await this.runDue();
      total += ran;
      if (ran === 0) return total;
    }
    return total;
  }

  /** One pass: enqueue due recurring jobs, claim up to `concurrency` due jobs, run them. */
  runDue(): Promise<number> {
    const pass = (this.passing ??= this.pass().finally(() => {
      this.passing = null;
    }));
    return pass;
  }

  private async pass(): Promise<number> {
    await this.promoteSchedules();
    const claimed = await this.claim(this.concurrency);
    await Promise.all(claimed.map((job) => this.execute(job)));
    return claimed.length;
  }

  private schedule(delayMs: number): void {
    if (!this.started) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    let ran = 0;
    try {
      ran = await this.runDue();
    } catch (err) {
      this.ctx.log.error({ err }, 'job runner pass failed');
    }
    const again = ran === this.concurrency || this.wakeRequested;
    this.wakeRequested = false;
    this.schedule(again ? 0 : this.pollMs);
  }

  private async promoteSchedules(): Promise<void> {
    if (this.recurring.length === 0) return;
    const now = this.ctx.clock.now();
    const names = this.recurring.map((r) => r.job.name);
    await this.ctx.db.transaction(async (tx) => {
      // After downtime a schedule is due once, not once per missed slot: the next slot counts from now.
      const due = await tx
        .update(jobSchedules)
        .set({ nextRunAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${jobSchedules.everySeconds})` })
        .where(and(inArray(jobSchedules.name, names), lte(jobSchedules.nextRunAt, now)))
        .returning({ name: jobSchedules.name });
      if (due.length === 0) return;
      await tx.insert(jobs).values(due.map(({ name }) => ({ name, payload: {}, runAt: now, createdAt: now })));
    });
  }

  private async claim(limit: number): Promise<ClaimedJob[]> {
    const now = this.ctx.clock.now().toISOString();
    const leaseEnd = new Date(this.ctx.clock.now().getTime() + this.leaseMs).toISOString();
    const result = await this.ctx.db.execute(sql`
      UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = ${this.workerId}, locked_until = ${leaseEnd}::timestamptz
      WHERE id IN (
        SELECT id FROM jobs
        WHERE (state = 'queued' AND run_at <= ${now}::timestamptz) OR (state = 'running' AND locked_until < ${now}::timestamptz)
        ORDER BY run_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, name, payload, attempts, max_attempts`);
    return rowsOf<ClaimedJob>(result).map((row) => ({ ...row, id: Number(row.id) }));
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.name);
    if (!definition) {
      // Another version of the server may know it: hand it back for later rather than killing it.
      await this.finish(job, { retryAt: new Date(this.ctx.clock.now().getTime() + MINUTE), error: `no handler for ${job.name} in this process`, dead: false });
      return;
    }
    if (job.attempts > job.max_attempts) {
      await this.finish(job, { error: 'attempts exhausted (the process running it stopped each time)', dead: true });
      return;
    }
    const payload = definition.payload.safeParse(job.payload);
    if (!payload.success) {
      await this.finish(job, { error: `payload refused: ${payload.error.message}`, dead: true });
      return;
    }
    try {
      await definition.run({ ctx: this.ctx, payload: payload.data, job: { id: job.id, name: job.name, attempt: job.attempts } });
      await this.finish(job, null);
    } catch (err) {
      const dead = job.attempts >= job.max_attempts;
      this.ctx.log.warn({ err, job: job.name, jobId: job.id, attempt: job.attempts, dead }, 'job failed');
      const retryAt = new Date(this.ctx.clock.now().getTime() + retryDelayMs(job.attempts));
      await this.finish(job, { retryAt, error: err instanceof Error ? err.message : String(err), dead });
    }
  }

  private async finish(job: ClaimedJob, failure: { retryAt?: Date; error: string; dead: boolean } | null): Promise<void> {
    const now = this.ctx.clock.now();
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId), eq(jobs.state, 'running'));
    const released = { lockedBy: null, lockedUntil: null };
    if (!failure) {
      await this.ctx.db.update(jobs).set({ ...released, state: 'done', finishedAt: now, lastError: null }).where(mine);
    } else if (failure.dead) {
      await this.ctx.db.update(jobs).set({ ...released, state: 'dead', finishedAt: now, lastError: failure.error.slice(0, 2000) }).where(mine);
    } else {
      await this.ctx.db
        .update(jobs)
        .set({ ...released, state: 'queued', runAt: failure.retryAt ?? now, lastError: failure.error.slice(0, 2000) })
        .where(mine);
    }
  }
}
