import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBugDetail, AdminBugSummary, BugStatus, Locale } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { enforce } from '../../platform/policy/policy';
import type { UseCaseOptions } from '../../platform/use-case';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { containsPattern } from '../projects/admin-project-queue';
import { users } from '../identity/identity.tables';
import { projects } from '../projects/projects.tables';
import { waitingOf } from './bug-clocks';
import { currentGradeCode, gradeNameOf, gradeViewOf } from './bug-grades';
import { bugDetailOf } from './bug-view';
import { loadBugFor, staffReadsReports } from './bugs-policy';
import { bugs, bugStateCounts } from './bugs.tables';
import { countAlone, levelNamesOf, pageColumns } from './bug-list-page';

export type AdminBugListInput = { page: number; size: number; queue: 'triage' | 'arbitration' | 'overdue' | 'all'; status?: BugStatus; search?: string; locale: Locale };

const HIDDEN_FROM_COMPANY_SQL = sql.raw(`('verifying', 'repeat', 'ignore', 'refuse')`);

/**
 * The working-day deadline of a report's present stage, in SQL, mirroring the contract's
 * `addWorkingDays` (China Standard Time, Monday to Friday): from the weekday w the clock
 * started on, n working days span n + 2·⌊(n + w − 1) / 5⌋ calendar days (a Saturday start
 * one day fewer than a Friday's, a Sunday start two).
 */
const startWeekday = sql`extract(dow from ((${bugs.stateEnteredAt} + interval '8 hours') at time zone 'UTC'))::int`;
const thresholdDays = sql`(case when ${bugs.state} = 'verifying' then ${projects.triageSlaDays} else ${projects.confirmSlaDays} end)::int`;
const calendarDays = sql`greatest(0, case
  when ${startWeekday} between 1 and 5 then ${thresholdDays} + 2 * ((${thresholdDays} + ${startWeekday} - 1) / 5)
  when ${startWeekday} = 6 then ${thresholdDays} + 2 * ((${thresholdDays} + 4) / 5) - 1
  else ${thresholdDays} + 2 * ((${thresholdDays} + 4) / 5) - 2 end)`;
const overdueCondition = (now: Date): SQL => sql`${bugs.stateEnteredAt} + make_interval(days => ${calendarDays}) < ${now.toISOString()}::timestamptz`;

function enforceConsole(actor: StaffActor): void {
  const asker = asPolicyActor(actor);
  enforce(staffReadsReports(asker) ? null : new AppError('forbidden'));
}

/** The state whose kept count answers an unfiltered queue's total (bug_state_counts). */
const QUEUE_STATE = { triage: 'verifying', arbitration: 'arbitrationing' } as const;

/**
 * GET /admin/bugs: the console's queues — `triage` (verifying) and `arbitration`, oldest
 * first by the time the report entered the state (bugs_queue_idx), `overdue` (triage or
 * confirmation past the project's threshold in working days), `all` newest first — with
 * the time each has waited, the reporter and the company. One round trip: the page is cut
 * from the reports (joined to projects only for the overdue queue, whose condition needs
 * their thresholds), then joined to projects and reporters with the level names; an
 * unfiltered queue's total is the kept count of its state(s), a filtered one's is counted.
 */
export async function listBugsForStaff({ ctx, actor, input }: UseCaseOptions<AdminBugListInput, StaffActor>): Promise<{ total: number; data: AdminBugSummary[] }> {
  enforceConsole(actor);
  const now = ctx.clock.now();
  const where: SQL[] = [];
  if (input.queue === 'triage') where.push(eq(bugs.state, 'verifying'));
  if (input.queue === 'arbitration') where.push(eq(bugs.state, 'arbitrationing'));
  if (input.queue === 'overdue') where.push(inArray(bugs.state, ['verifying', 'confirming']), overdueCondition(now));
  if (input.status) where.push(eq(bugs.state, input.status));
  if (input.search) where.push(or(ilike(bugs.title, containsPattern(input.search)), ilike(bugs.holeNumber, containsPattern(input.search)))!);
  const order = input.queue === 'all' ? [desc(bugs.id)] : [asc(bugs.stateEnteredAt), asc(bugs.id)];
  const condition = and(...where);
  const selected = ctx.db.select({ ...pageColumns, reporterId: bugs.reporterId }).from(bugs);
  const page = (input.queue === 'overdue' ? selected.innerJoin(projects, eq(projects.id, bugs.projectId)) : selected)
    .where(condition)
    .orderBy(...order)
    .limit(input.size)
    .offset((input.page - 1) * input.size)
    .as('page');
  const rows = await ctx.db
    .select({
      ...page._.selectedFields,
      projectPublicId: projects.publicId,
      projectName: projects.name,
      companyName: projects.companyName,
      triageSlaDays: projects.triageSlaDays,
      confirmSlaDays: projects.confirmSlaDays,
      reporterName: users.nickname,
      levels: levelNamesOf(page.projectId),
      total: queueTotal(input, condition),
    })
    .from(page)
    .innerJoin(projects, eq(projects.id, page.projectId))
    .innerJoin(users, eq(users.id, page.reporterId))
    .orderBy(...(input.queue === 'all' ? [desc(page.rowId)] : [asc(page.stateEnteredAt), asc(page.rowId)]));
  const total = rows[0]?.total ?? (input.page > 1 ? await countAlone(ctx, queueTotal(input, condition)) : 0);
  return {
    total,
    data: rows.map((r) => {
      const clock = waitingOf(r, r, now);
      return {
        id: r.id,
        holenumber: r.holeNumber,
        holetitle: r.title,
        projectid: r.projectPublicId,
        projectname: r.projectName,
        holestatus: r.state,
        holeGradeName: gradeNameOf(r.selfGrade, r.levels, input.locale),
        currentGrade: gradeViewOf(currentGradeCode(r), r.levels, input.locale),
        createtime: r.createdAt.toISOString(),
        // Arbitration has no SLA threshold, but staff still see how long an appeal has waited.
        waitingMs: clock.waitingMs ?? (r.state === 'arbitrationing' ? Math.max(0, now.getTime() - r.stateEnteredAt.getTime()) : null),
        overdue: clock.overdue,
        reporterName: r.reporterName,
        companyName: r.companyName,
      };
    }),
  };
}

/** Whether a queue's total is the kept count of its states: no status or search narrows it, and it is not the overdue one. */
function keptStatesOf(input: AdminBugListInput): string[] | 'all' | null {
  if (input.status || input.search || input.queue === 'overdue') return null;
  return input.queue === 'all' ? 'all' : [QUEUE_STATE[input.queue]];
}

/** The queue's total beside each row of its page (a scalar subquery, evaluated once). */
function queueTotal(input: AdminBugListInput, condition: SQL | undefined): SQL<number> {
  const kept = keptStatesOf(input);
  if (kept === 'all') return sql<number>`(select coalesce(sum(${bugStateCounts.reports}), 0) from ${bugStateCounts})`.mapWith(Number);
  if (kept) return sql<number>`(select coalesce(sum(${bugStateCounts.reports}), 0) from ${bugStateCounts} where ${inArray(bugStateCounts.state, kept)})`.mapWith(Number);
  const overdue = input.queue === 'overdue' ? sql`join ${projects} on ${projects.id} = ${bugs.projectId}` : sql``;
  return sql<number>`(select count(*) from ${bugs} ${overdue} where ${condition})`.mapWith(Number);
}

/**
 * GET /admin/bugs/{id}: the report as staff read it — the detail, the project's scope, the
 * reporter's record (reports, valid ones, duplicates) and, for a duplicate, who reported
 * the original (named to staff only).
 */
export async function getBugForStaff({ ctx, actor, input }: UseCaseOptions<{ id: string; locale: Locale }, StaffActor>): Promise<AdminBugDetail> {
  enforceConsole(actor);
  const { bug, role } = await loadBugFor(ctx, asPolicyActor(actor), input.id);
  const { duplicateOfReporterId, ...detail } = await bugDetailOf(ctx, bug, role, input.locale);
  const [reporter] = await ctx.db.select({ id: users.publicId, nickname: users.nickname }).from(users).where(eq(users.id, bug.reporterId)).limit(1);
  const [record] = await ctx.db
    .select({
      reports: count(),
      valid: sql<number>`count(*) filter (where ${bugs.state} not in ${HIDDEN_FROM_COMPANY_SQL})`.mapWith(Number),
      duplicates: sql<number>`count(*) filter (where ${bugs.state} = 'repeat')`.mapWith(Number),
    })
    .from(bugs)
    .where(eq(bugs.reporterId, bug.reporterId));
  const [original] = duplicateOfReporterId === null ? [] : await ctx.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, duplicateOfReporterId)).limit(1);
  return {
    ...detail,
    reporter: { id: reporter?.id ?? '', nickname: reporter?.nickname ?? '', reports: record?.reports ?? 0, valid: record?.valid ?? 0, duplicates: record?.duplicates ?? 0 },
    duplicateOfReporter: original?.nickname ?? null,
  };
}
