import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBugDetail, AdminBugSummary, BugStatus, Locale } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { enforce, holds } from '../../platform/policy/policy';
import type { UseCaseOptions } from '../../platform/use-case';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { containsPattern } from '../projects/admin-project-queue';
import { users } from '../identity/identity.tables';
import { projectHoleLevels, projects } from '../projects/projects.tables';
import { waitingOf } from './bug-clocks';
import { currentGradeCode, gradeNameOf, gradeViewOf } from './bug-grades';
import { bugDetailOf } from './bug-view';
import { loadBugFor } from './bugs-policy';
import { bugs } from './bugs.tables';
import { bugListColumns } from './bug-list-page';

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
  enforce(holds(asker, 'triage') || holds(asker, 'arbitration') ? null : new AppError('forbidden'));
}

/**
 * GET /admin/bugs: the console's queues — `triage` (verifying) and `arbitration`, oldest
 * first by the time the report entered the state (bugs_queue_idx), `overdue` (triage or
 * confirmation past the project's threshold in working days), `all` newest first — with
 * the time each has waited, the reporter and the company.
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
  const rows = await ctx.db
    .select({ ...bugListColumns, companyName: projects.companyName, reporterName: users.nickname })
    .from(bugs)
    .innerJoin(projects, eq(projects.id, bugs.projectId))
    .innerJoin(users, eq(users.id, bugs.reporterId))
    .where(condition)
    .orderBy(...order)
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  // Only the overdue queue reads the project (its thresholds); the others count off bugs_queue_idx alone.
  const counting = ctx.db.select({ n: count() }).from(bugs);
  const [counted] = await (input.queue === 'overdue' ? counting.innerJoin(projects, eq(projects.id, bugs.projectId)) : counting).where(condition);
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const levels = projectIds.length === 0 ? [] : await ctx.db.select().from(projectHoleLevels).where(inArray(projectHoleLevels.projectId, projectIds));
  return {
    total: counted?.n ?? 0,
    data: rows.map((r) => {
      const own = levels.filter((l) => l.projectId === r.projectId);
      const clock = waitingOf(r, r, now);
      return {
        id: r.id,
        holenumber: r.holeNumber,
        holetitle: r.title,
        projectid: r.projectPublicId,
        projectname: r.projectName,
        holestatus: r.state,
        holeGradeName: gradeNameOf(r.selfGrade, own, input.locale),
        currentGrade: gradeViewOf(currentGradeCode(r), own, input.locale),
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
