import { sql } from 'drizzle-orm';
import { pgTable, bigserial, text, integer, jsonb, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/one-of';

/** queued → running → done; a failure goes back to queued with a later run_at, or to dead after the last attempt. */
export const JOB_STATES = ['queued', 'running', 'done', 'dead'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * Background and time-driven work. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so
 * any number of server processes share the queue; a claim is a lease (`locked_until`),
 * so the work of a process that died is taken up again when the lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    /** Makes enqueueing idempotent: a second job with the same key is not created. */
    key: text('key'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('jobs_state_ck', oneOf(t.state, JOB_STATES)),
    uniqueIndex('jobs_key_uq').on(t.key),
    // The claim query reads only these two slices of the table.
    index('jobs_due_idx').on(t.runAt).where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.state} in ('done', 'dead')`),
  ],
);

/**
 * Recurring jobs: when each one is next due. A process that finds a schedule due moves
 * it forward with a conditional update and enqueues one job, so with several processes
 * (or after downtime) a slot runs once, not once per process or per missed slot.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  everySeconds: integer('every_seconds').notNull(),
});
