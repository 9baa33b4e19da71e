import type { z } from 'zod';
import type { AppContext } from '../../context';

export type JobRun<P> = {
  /** The context of the platform acting on its own: `ctx.db` is the pool. */
  ctx: AppContext;
  payload: P;
  job: { id: number; name: string; attempt: number };
};

/**
 * A kind of background work. Handlers run at least once: a process can die after the
 * work and before the job is marked done, and then another process runs it again. So
 * every handler is idempotent — it checks or relies on a unique key before it acts.
 */
export type JobDefinition<P = unknown> = {
  name: string;
  payload: z.ZodType<P>;
  // A method, so a definition of any payload fits a list of definitions.
  run(run: JobRun<P>): Promise<void>;
  /** How many times it is tried before it is left `dead` for staff to look at (default 8). */
  maxAttempts?: number;
};

/** A job that runs every `everySeconds`, once per slot whatever the number of processes. */
export type RecurringJob = { job: JobDefinition<Record<string, never>>; everySeconds: number };

/** A definition of any payload, as lists of them hold it. */
export type AnyJobDefinition = JobDefinition<unknown>;

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/** Retries wait 5 s, 10 s, 20 s … up to an hour, with jitter so a burst of failures does not retry in step. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
  return Math.round(base * (0.8 + 0.4 * random()));
}
