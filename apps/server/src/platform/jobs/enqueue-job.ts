import type { AppContext } from '../../context';
import { afterCommit } from '../use-case';
import type { JobDefinition } from './define-job';
import { jobs } from './jobs.tables';

export type EnqueueOptions = {
  /** When it may run; default now. */
  runAt?: Date;
  /** A job with the same key is created once: enqueueing is idempotent by key. */
  key?: string;
  maxAttempts?: number;
};

/**
 * Adds a job. Called with a transaction's context, the job commits or rolls back with the
 * change that asked for it: no work without its cause, no cause without its work.
 * Answers the new job's id, or null when a job with this key exists already.
 */
export async function enqueueJob<P>(ctx: AppContext, definition: JobDefinition<P>, payload: P, options: EnqueueOptions = {}): Promise<number | null> {
  const now = ctx.clock.now();
  const runAt = options.runAt ?? now;
  const [row] = await ctx.db
    .insert(jobs)
    .values({
      name: definition.name,
      payload: definition.payload.parse(payload) as unknown,
      runAt,
      key: options.key ?? null,
      maxAttempts: options.maxAttempts ?? definition.maxAttempts ?? 8,
      createdAt: now,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  if (row && runAt.getTime() <= now.getTime()) afterCommit(ctx, () => ctx.jobs.wake());
  return row?.id ?? null;
}
