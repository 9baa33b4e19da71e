import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BUG_TURN, chinaDateOf, pastWorkingDays, workingDaysBetween } from '@wardline/contract';
import type { AppContext } from '../../context';
import { recordEvent } from '../../platform/events/event-bus';
import { events } from '../../platform/events/events.tables';
import { defineJob } from '../../platform/jobs/define-job';
import { inTransaction } from '../../platform/use-case';
import { projects } from '../projects/projects.tables';
import { bugConfirmOverdue } from './bug-moves.events';
import { lockBugWhere } from './bug-moves-load';
import { bugs } from './bugs.tables';

const REMIND_JOB = 'bugs.remind-confirm-sla';
const DAY_MS = 24 * 60 * 60 * 1000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const BATCH = 500;

/** Midnight in China of the instant's date: where "today" starts for the once-a-day rule. */
function startOfChinaDay(instant: Date): Date {
  return new Date(Math.floor((instant.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);
}

/**
 * Reminds the company of one report if it is still overdue and was not reminded today. The
 * report is locked (`SKIP LOCKED`: a report being moved right now is not worth a reminder),
 * so two runs at once remind once.
 */
async function remindOne(ctx: AppContext, bugId: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const bug = await lockBugWhere(tx, eq(bugs.id, bugId), { skipLocked: true });
    const now = tx.clock.now();
    if (!bug || bug.state !== 'confirming' || bug.isTurn === BUG_TURN.waiting) return false;
    const [project] = await tx.db.select({ sla: projects.confirmSlaDays }).from(projects).where(eq(projects.id, bug.projectId));
    if (!project || !pastWorkingDays(bug.stateEnteredAt, project.sla, now)) return false;
    const [told] = await tx.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.subjectType, 'bug'), eq(events.subjectId, String(bug.id)), eq(events.type, bugConfirmOverdue.type), gte(events.occurredAt, startOfChinaDay(now))))
      .limit(1);
    if (told) return false;
    await recordEvent(tx, bugConfirmOverdue, {
      subjectId: bug.id,
      actorId: null,
      payload: {
        bugId: bug.id,
        publicId: bug.publicId,
        holeNumber: bug.holeNumber,
        title: bug.title,
        projectName: bug.project.name,
        companyId: bug.companyId,
        reporterId: bug.reporterId,
        day: chinaDateOf(now),
        workingDays: workingDaysBetween(bug.stateEnteredAt, now),
      },
    });
    return true;
  });
}

/**
 * The SLA reminder (BRIEF "Clocks", issue 9 §5): reports waiting in `confirming` past their
 * project's `confirm_sla_days` working days remind the company, at most once per report per
 * day in China. It runs hourly rather than daily so a day missed while the servers were down
 * is caught up within the hour; the once-a-day rule is the reminder's own. Reports turned
 * back wait for the hacker, not the company, and are skipped. A working-day span is never
 * shorter than the same number of calendar days, so the calendar bound narrows the scan and
 * the working-day rule decides.
 */
export const remindConfirmSlaJob = defineJob({
  name: REMIND_JOB,
  payload: z.object({}).strict(),
  async run({ ctx }) {
    const now = ctx.clock.now();
    for (let after = 0; ; ) {
      const due = await ctx.db
        .select({ id: bugs.id, enteredAt: bugs.stateEnteredAt, sla: projects.confirmSlaDays })
        .from(bugs)
        .innerJoin(projects, eq(projects.id, bugs.projectId))
        .where(
          and(
            // A literal state, so the planner matches the partial index `bugs_queue_idx`.
            sql`${bugs.state} = 'confirming'`,
            ne(bugs.isTurn, BUG_TURN.waiting),
            lte(bugs.stateEnteredAt, sql`${now.toISOString()}::timestamptz - make_interval(days => ${projects.confirmSlaDays}::int)`),
            sql`${bugs.id} > ${after}`,
          ),
        )
        .orderBy(asc(bugs.id))
        .limit(BATCH);
      for (const row of due) if (pastWorkingDays(row.enteredAt, row.sla, now)) await remindOne(ctx, row.id);
      if (due.length < BATCH) break;
      after = due[due.length - 1]!.id;
    }
  },
});
