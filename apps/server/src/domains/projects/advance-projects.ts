import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { projectStateByTime, type ProjectState } from '@wardline/contract';
import type { AppContext } from '../../context';
import { defineJob } from '../../platform/jobs/define-job';
import { inTransaction } from '../../platform/use-case';
import { moveProject } from './move-project';
import { projects } from './projects.tables';
import { BUG_IS_OPEN, bugs } from '../bugs/bugs.tables';

const ADVANCE_JOB = 'projects.advance';
const SWEEP_JOB = 'projects.sweep-lifecycle';

/** Reports of the project still open (BUG_IS_OPEN): settlement waits for them. */
async function openReportCount(ctx: AppContext, projectId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bugs)
    .where(and(eq(bugs.projectId, projectId), BUG_IS_OPEN));
  return row?.n ?? 0;
}

/**
 * Moves one project as far as time allows, each step recorded as its own transition with
 * the job's name: audited (once funded)/apply/doing → the state its times call for; settlement → stop once
 * no report is open. The row is locked and its state read under the lock, so two processes
 * (or a sweep and the approval's own job) moving it at once make each move once; a project
 * that missed both its start and its end while the server was down goes straight to
 * settlement. Answers the moves made.
 */
export async function advanceProject(ctx: AppContext, projectId: number, job: string): Promise<{ from: ProjectState; to: ProjectState }[]> {
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .select({ id: projects.id, publicId: projects.publicId, name: projects.name, companyId: projects.companyId, state: projects.state, startAt: projects.startAt, endAt: projects.endAt, fundedAt: projects.fundedAt })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for('update');
    if (!row) return [];
    const moves: { from: ProjectState; to: ProjectState }[] = [];
    const move = async (action: 'advance' | 'close', to: ProjectState) => {
      const moved = await moveProject(tx, { project: row, action, to, actorId: null, job, set: { updatedAt: tx.clock.now() } });
      moves.push({ from: moved.from, to: moved.to });
      return moved.to;
    };
    let state = row.state;
    // An approved project whose money is not secured waits for funds (issue 10 §1).
    const waitingForFunds = state === 'audited' && row.fundedAt === null;
    if (!waitingForFunds && (state === 'audited' || state === 'apply' || state === 'doing')) {
      const due = projectStateByTime(tx.clock.now(), row.startAt, row.endAt);
      if (due !== state) state = await move('advance', due);
    }
    if (state === 'settlement' && (await openReportCount(tx, row.id)) === 0) await move('close', 'stop');
    return moves;
  });
}

/** Moves one project now: queued when staff approve it, so it opens without waiting for the sweep. */
export const advanceProjectJob = defineJob({
  name: ADVANCE_JOB,
  payload: z.object({ projectId: z.number().int() }),
  async run({ ctx, payload }) {
    await advanceProject(ctx, payload.projectId, ADVANCE_JOB);
  },
});

/** How many due projects one sweep moves; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/**
 * Every minute: each project whose time has come (approved and not yet opened, past its
 * start, past its end, or in settlement) is moved, one transaction each. After downtime the
 * first sweep catches up whatever is due, however late.
 */
export const sweepProjectLifecycleJob = defineJob({
  name: SWEEP_JOB,
  payload: z.object({}).strict(),
  async run({ ctx }) {
    const now = ctx.clock.now();
    const due = await ctx.db
      .select({ id: projects.id })
      .from(projects)
      .where(
        or(
          and(eq(projects.state, 'audited'), isNotNull(projects.fundedAt)),
          and(eq(projects.state, 'apply'), lte(projects.startAt, now)),
          and(inArray(projects.state, ['apply', 'doing']), lte(projects.endAt, now)),
          // Settlement ends once no report is open; projects still waiting on one are not picked, so they never fill the batch.
          and(eq(projects.state, 'settlement'), sql`not exists (select 1 from ${bugs} where ${bugs.projectId} = ${projects.id} and ${BUG_IS_OPEN})`),
        ),
      )
      .limit(SWEEP_BATCH);
    let moved = 0;
    for (const { id } of due) moved += (await advanceProject(ctx, id, SWEEP_JOB)).length;
    if (moved > 0) await ctx.publicCache.changed();
  },
});
