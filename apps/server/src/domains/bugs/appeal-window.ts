import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../../platform/jobs/define-job';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { inTransaction } from '../../platform/use-case';
import { finishGrading } from './bug-moves-grading';
import { lockBugWhere, type BugForMove } from './bug-moves-load';
import { bugs } from './bugs.tables';

const CLOSE_JOB = 'bugs.close-appeal';
const SWEEP_JOB = 'bugs.sweep-appeal-windows';

/**
 * Closes one report's appeal window if it is due: the confirmed grade becomes final and the
 * report goes on to `paying` or `end` (issue 9 §4), recorded with the job's name. The row is
 * taken with `SKIP LOCKED`: when another process (the sweep, the report's own job, or the
 * hacker's appeal) holds it, this run leaves it to them; a window found closed, appealed or
 * not yet due is left alone, so running it twice, late or at once moves it once.
 */
export async function closeAppealWindow(ctx: AppContext, bugId: number, job: string): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const bug = await lockBugWhere(tx, eq(bugs.id, bugId), { skipLocked: true });
    const now = tx.clock.now();
    if (!bug || bug.state !== 'appeal' || !bug.appealDeadline || bug.appealDeadline > now || !bug.confirmGrade) return false;
    await finishGrading(tx, { bug, action: 'closeAppeal', grade: bug.confirmGrade, actorId: null, job });
    return true;
  });
}

/** One report's window, queued when the company confirms, to run at the deadline. */
export const closeAppealJob = defineJob({
  name: CLOSE_JOB,
  payload: z.object({ bugId: z.number().int() }),
  async run({ ctx, payload }) {
    await closeAppealWindow(ctx, payload.bugId, CLOSE_JOB);
  },
});

/** Queues the closing of a report's window at its deadline, in the confirmation's transaction (once per report). */
export async function scheduleAppealClose(tx: AppContext, bug: BugForMove, deadline: Date): Promise<void> {
  await enqueueJob(tx, closeAppealJob, { bugId: bug.id }, { runAt: deadline, key: `bug-appeal-close:${bug.id}` });
}

const SWEEP_BATCH = 500;

/**
 * Every minute: every window past its deadline is closed, oldest first, one transaction
 * each — the safety net under the per-report job (a job lost, a process down at the
 * deadline); after downtime the first sweeps catch up whatever is due.
 */
export const sweepAppealWindowsJob = defineJob({
  name: SWEEP_JOB,
  payload: z.object({}).strict(),
  async run({ ctx }) {
    const due = await ctx.db
      .select({ id: bugs.id })
      .from(bugs)
      // A literal state, so the planner matches the partial index `bugs_appeal_due_idx`.
      .where(and(sql`${bugs.state} = 'appeal'`, lte(bugs.appealDeadline, ctx.clock.now())))
      .orderBy(asc(bugs.appealDeadline))
      .limit(SWEEP_BATCH);
    for (const { id } of due) await closeAppealWindow(ctx, id, SWEEP_JOB);
  },
});
