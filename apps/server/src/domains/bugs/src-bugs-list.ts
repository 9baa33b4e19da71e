import { and, count, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  BUG_STATES_HIDDEN_FROM_COMPANY,
  bugGradeLabels,
  pastWorkingDays,
  type BugListItem,
  type BugStatusFilter,
  type GradeView,
  type Locale,
} from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
import { projectHoleLevels, projects, type ProjectHoleLevelRow } from '../projects/projects.tables';
import { bugs } from './bugs.tables';
import { bugListColumns } from './bug-list-page';

/** The SRC lists' filters (srcBugPageBody): 10 per page, by status, project and claim. */
export type SrcPageInput = { page: number; size: number; status?: BugStatusFilter; projectId?: string; claim?: 'all' | 'unclaimed' | 'mine' };


function rowsWhere(ctx: AppContext, where: SQL | undefined) {
  return ctx.db.select(bugListColumns).from(bugs).innerJoin(projects, eq(projects.id, bugs.projectId)).where(where);
}

type ListRow = Awaited<ReturnType<typeof rowsWhere>>[number];

function gradeViewOf(levels: readonly ProjectHoleLevelRow[], code: string, locale: Locale): GradeView {
  const level = levels.find((l) => l.holeCode === code);
  if (level) return { code, name: level.name, color: level.color };
  const label = (bugGradeLabels as Record<string, { zh: string; en: string } | undefined>)[code];
  return { code, name: label ? label[locale] : code, color: null };
}

/** The list rows as the contract's bugListItem: grade names from the project's levels, the SLA clock of a stage that has one. */
async function itemsOf(ctx: AppContext, rows: ListRow[], locale: Locale): Promise<BugListItem[]> {
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const levels = projectIds.length === 0 ? [] : await ctx.db.select().from(projectHoleLevels).where(inArray(projectHoleLevels.projectId, projectIds));
  const now = ctx.clock.now();
  return rows.map((r) => {
    const own = levels.filter((l) => l.projectId === r.projectId);
    const current = r.endGrade ?? r.confirmGrade ?? r.auditGrade;
    const sla = r.state === 'verifying' ? r.triageSlaDays : r.state === 'confirming' ? r.confirmSlaDays : null;
    return {
      id: r.id,
      holenumber: r.holeNumber,
      holetitle: r.title,
      projectid: r.projectPublicId,
      projectname: r.projectName,
      holestatus: r.state,
      holeGradeName: gradeViewOf(own, r.selfGrade, locale).name,
      currentGrade: current ? gradeViewOf(own, current, locale) : null,
      createtime: r.createdAt.toISOString(),
      waitingMs: sla === null ? null : Math.max(0, now.getTime() - r.stateEnteredAt.getTime()),
      overdue: sla !== null && pastWorkingDays(r.stateEnteredAt, sla, now),
    };
  });
}

async function pageOf(ctx: AppContext, where: SQL | undefined, input: SrcPageInput, locale: Locale) {
  const [rows, [total]] = await Promise.all([
    rowsWhere(ctx, where)
      .orderBy(desc(bugs.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    ctx.db.select({ n: count() }).from(bugs).innerJoin(projects, eq(projects.id, bugs.projectId)).where(where),
  ]);
  return { total: total?.n ?? 0, data: await itemsOf(ctx, rows, locale) };
}

const SRC = eq(projects.projectType, 'SecurityResponse');
const VISIBLE_TO_COMPANY = notInArray(bugs.state, [...BUG_STATES_HIDDEN_FROM_COMPANY]);

function filtersOf(input: SrcPageInput): SQL[] {
  const where: SQL[] = [];
  if (input.status && input.status !== 'all') where.push(eq(bugs.state, input.status));
  if (input.projectId) where.push(eq(projects.publicId, input.projectId));
  return where;
}

const isCompany = (actor: UserActor) => actor.user.role === 'user' && actor.user.usertype === 'company';

/** POST /src/bug/page: the company's SRC reports past triage, newest first; `unclaimed` and `mine` narrow by the claim. */
export async function srcBugPage({ ctx, actor, input }: { ctx: AppContext; actor: UserActor; input: SrcPageInput }) {
  if (!isCompany(actor)) throw new AppError('bugActionNotAllowed');
  const where = [eq(bugs.companyId, actor.user.id), SRC, VISIBLE_TO_COMPANY, ...filtersOf(input)];
  if (input.claim === 'unclaimed') where.push(isNull(bugs.claimedBy));
  if (input.claim === 'mine') where.push(eq(bugs.claimedBy, actor.user.id));
  return pageOf(ctx, and(...where), input, actor.locale);
}

/** POST /src/bug/mine/page: the SRC reports a company member claimed; for a hacker, their own SRC reports. */
export async function srcBugMinePage({ ctx, actor, input }: { ctx: AppContext; actor: UserActor; input: SrcPageInput }) {
  const { user } = actor;
  if (user.role !== 'user' || (user.usertype !== 'company' && user.usertype !== 'hacker')) throw new AppError('bugActionNotAllowed');
  const who = user.usertype === 'company' ? and(eq(bugs.claimedBy, user.id), eq(bugs.companyId, user.id), VISIBLE_TO_COMPANY) : eq(bugs.reporterId, user.id);
  return pageOf(ctx, and(who, SRC, ...filtersOf(input)), input, actor.locale);
}

const NEWS_LIMIT = 20;

/** GET /src/bug/getNewsList: the latest history lines of the company's SRC reports, newest first (the state each line reached). */
export async function srcBugNews({ ctx, actor }: { ctx: AppContext; actor: UserActor }) {
  if (!isCompany(actor)) throw new AppError('bugActionNotAllowed');
  const rows = await ctx.db
    .select({ publicId: bugs.publicId, holeNumber: bugs.holeNumber, title: bugs.title, projectName: projects.name, toState: stateTransitions.toState, at: stateTransitions.occurredAt })
    .from(stateTransitions)
    .innerJoin(bugs, sql`${stateTransitions.subjectId} = ${bugs.id}::text`)
    .innerJoin(projects, eq(projects.id, bugs.projectId))
    .where(and(eq(stateTransitions.machine, 'bug'), eq(bugs.companyId, actor.user.id), SRC, VISIBLE_TO_COMPANY))
    .orderBy(desc(stateTransitions.id))
    .limit(NEWS_LIMIT);
  return rows.map((r) => ({ id: r.publicId, holenumber: r.holeNumber, holetitle: r.title, projectname: r.projectName, holestatus: r.toState as BugListItem['holestatus'], at: r.at.toISOString() }));
}
