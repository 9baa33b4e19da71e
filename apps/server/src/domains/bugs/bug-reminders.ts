import { and, count, eq, gte, lt, min, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BUG_TURN, chinaDateOf, latestOverdueStart, workingDaysBetween } from '@wardline/contract';
import type { AppContext } from '../../context';
import { recordEvent } from '../../platform/events/event-bus';
import { events } from '../../platform/events/events.tables';
import { defineJob } from '../../platform/jobs/define-job';
import { inTransaction } from '../../platform/use-case';
import { projects } from '../projects/projects.tables';
import { bugsConfirmOverdue } from './bug-moves.events';
import { bugs } from './bugs.tables';

const REMIND_JOB = 'bugs.remind-confirm-sla';
const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Midnight in China of the instant's date: where "today" starts for the once-a-day rule. */
function startOfChinaDay(instant: Date): Date {
  return new Date(Math.floor((instant.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);
}

type OverdueProject = { projectId: number; count: number; oldest: Date };

/**
 * The projects with reports waiting in `confirming` past `slaDays` working days, with how
 * many and the oldest: one range read of the queue index up to the latest overdue start.
 * Reports turned back wait for the hacker, not the company, and are left out.
 */
async function overdueProjects(ctx: AppContext, slaDays: number, now: Date): Promise<OverdueProject[]> {
  // Timestamps keep microseconds; the cutoff is whole milliseconds, as the per-report check reads them.
  const before = new Date(latestOverdueStart(now, slaDays).getTime() + 1);
  const rows = await ctx.db
    .select({ projectId: bugs.projectId, count: count(), oldest: min(bugs.stateEnteredAt) })
    .from(bugs)
    .innerJoin(projects, eq(projects.id, bugs.projectId))
    // A literal state, so the planner matches the partial index `bugs_queue_idx`.
    .where(and(sql`${bugs.state} = 'confirming'`, ne(bugs.isTurn, BUG_TURN.waiting), lt(bugs.stateEnteredAt, before), eq(projects.confirmSlaDays, slaDays)))
    .groupBy(bugs.projectId);
  return rows.map((row) => ({ projectId: row.projectId, count: row.count, oldest: row.oldest ?? now }));
}

/**
 * Reminds a project's company unless it was reminded today. The project row is locked
 * (`SKIP LOCKED`: another runner is on it), so two runs at once remind once.
 */
async function remindProject(ctx: AppContext, overdue: OverdueProject, slaDays: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const [project] = await tx.db
      .select({ id: projects.id, publicId: projects.publicId, name: projects.name, companyId: projects.companyId })
      .from(projects)
      .where(eq(projects.id, overdue.projectId))
      .for('update', { skipLocked: true });
    if (!project) return false;
    const [told] = await tx.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.subjectType, 'project'), eq(events.subjectId, String(project.id)), eq(events.type, bugsConfirmOverdue.type), gte(events.occurredAt, startOfChinaDay(now))))
      .limit(1);
    if (told) return false;
    await recordEvent(tx, bugsConfirmOverdue, {
      subjectId: project.id,
      actorId: null,
      payload: {
        projectId: project.id,
        projectPublicId: project.publicId,
        projectName: project.name,
        companyId: project.companyId,
        count: overdue.count,
        slaDays,
        oldestWorkingDays: workingDaysBetween(overdue.oldest, now),
        day: chinaDateOf(now),
      },
    });
    return true;
  });
}

/**
 * The SLA reminder (BRIEF "Clocks", issue 9 §5): a project whose reports wait in
 * `confirming` past its `confirm_sla_days` working days reminds its company once a day in
 * China, naming how many wait and for how long. It runs hourly rather than daily so a day
 * missed while the servers were down is caught up within the hour; the once-a-day rule is
 * the reminder's own. Staff see the same reports flagged in the console's overdue queue.
 */
export const remindConfirmSlaJob = defineJob({
  name: REMIND_JOB,
  payload: z.object({}).strict(),
  async run({ ctx }) {
    const now = ctx.clock.now();
    const thresholds = await ctx.db.selectDistinct({ days: projects.confirmSlaDays }).from(projects);
    for (const { days } of thresholds) {
      for (const overdue of await overdueProjects(ctx, days, now)) await remindProject(ctx, overdue, days);
    }
  },
});
