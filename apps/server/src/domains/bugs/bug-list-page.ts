import { and, desc, eq, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { BUG_STATES_HIDDEN_FROM_COMPANY, type BugListItem, type BugStatusFilter, type Locale } from '@wardline/contract';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/client';
import { projectHoleLevels, projects } from '../projects/projects.tables';
import { waitingOf } from './bug-clocks';
import { currentGradeCode, gradeNameOf, gradeViewOf, type LevelName } from './bug-grades';
import { bugs } from './bugs.tables';

/**
 * The company indexes' own predicate with literal values, as bugs.tables.ts writes it, so the
 * planner can prove a company's list falls inside the partial indexes whatever the plan cache does.
 */
const COMPANY_SEES = sql`${bugs.state} not in ${sql.raw(`(${BUG_STATES_HIDDEN_FROM_COMPANY.map((s) => `'${s}'`).join(', ')})`)}`;

/** Whose reports a list shows: one hacker's own, or one company's past triage; optionally one project. */
export type BugListScope = { reporterId: number; projectId?: number } | { companyId: number; projectId?: number } | { projectId: number };

export type BugListFilters = { page: number; size: number; status?: BugStatusFilter; holeTitle?: string; holeNumber?: string };

/** `%text%` for ILIKE with the caller's wildcards taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The conditions of a scope and filters; each scope leads with the column of its index (reporter, company or project, then state, then id). */
export function bugListConditions(scope: BugListScope, filters: Omit<BugListFilters, 'page' | 'size'>): SQL[] {
  const where: SQL[] = [];
  if ('reporterId' in scope) where.push(eq(bugs.reporterId, scope.reporterId));
  if ('companyId' in scope) where.push(eq(bugs.companyId, scope.companyId), COMPANY_SEES);
  if (scope.projectId !== undefined) where.push(eq(bugs.projectId, scope.projectId));
  if (filters.status && filters.status !== 'all') where.push(eq(bugs.state, filters.status));
  if (filters.holeTitle) where.push(ilike(bugs.title, contains(filters.holeTitle)));
  if (filters.holeNumber) where.push(ilike(bugs.holeNumber, contains(filters.holeNumber)));
  return where;
}

/** What a row of any bug list reads (the report's list fields and its project's name and SLA thresholds); joined to `projects`. */
export const bugListColumns = {
  id: bugs.publicId,
  holeNumber: bugs.holeNumber,
  title: bugs.title,
  state: bugs.state,
  stateEnteredAt: bugs.stateEnteredAt,
  selfGrade: bugs.selfGrade,
  auditGrade: bugs.auditGrade,
  confirmGrade: bugs.confirmGrade,
  endGrade: bugs.endGrade,
  createdAt: bugs.createdAt,
  projectId: bugs.projectId,
  projectPublicId: projects.publicId,
  projectName: projects.name,
  triageSlaDays: projects.triageSlaDays,
  confirmSlaDays: projects.confirmSlaDays,
};

/**
 * One page of a bug list, newest first (`id desc`, the order of every list index), 10 per
 * page by default, with each row's grade names in the caller's language and its SLA clock.
 * One round trip: the page is cut from the reports alone (an ordered index read that stops
 * after the page), then joined to its projects, with each project's level names and the
 * total beside it; only a page past the end counts apart.
 */
export async function bugListPage(ctx: AppContext, scope: BugListScope, filters: BugListFilters, locale: Locale): Promise<{ total: number; data: BugListItem[] }> {
  return bugPageWhere(ctx, { where: and(...bugListConditions(scope, filters)), byProject: false }, filters, locale);
}

/**
 * The conditions of a list page: on the reports alone, or (`byProject`) also on their
 * projects' columns, when the page is cut from the reports joined to their projects.
 */
export type BugPageWhere = { where: SQL | undefined; byProject: boolean };

/** `bugListPage` for any conditions (the SRC lists narrow by the project's type and public id). */
export async function bugPageWhere(ctx: AppContext, { where, byProject }: BugPageWhere, filters: Pick<BugListFilters, 'page' | 'size'>, locale: Locale): Promise<{ total: number; data: BugListItem[] }> {
  const selected = ctx.db.select(pageColumns).from(bugs);
  const page = (byProject ? selected.innerJoin(projects, eq(projects.id, bugs.projectId)) : selected)
    .where(where)
    .orderBy(desc(bugs.id))
    .limit(filters.size)
    .offset((filters.page - 1) * filters.size)
    .as('page');
  const rows = await ctx.db
    .select({
      ...page._.selectedFields,
      projectPublicId: projects.publicId,
      projectName: projects.name,
      triageSlaDays: projects.triageSlaDays,
      confirmSlaDays: projects.confirmSlaDays,
      levels: levelNamesOf(page.projectId),
      total: totalOf({ where, byProject }),
    })
    .from(page)
    .innerJoin(projects, eq(projects.id, page.projectId))
    .orderBy(desc(page.rowId));
  const total = rows[0]?.total ?? (filters.page > 1 ? await countAlone(ctx, totalOf({ where, byProject })) : 0);
  const now = ctx.clock.now();
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      holenumber: r.holeNumber,
      holetitle: r.title,
      projectid: r.projectPublicId,
      projectname: r.projectName,
      holestatus: r.state,
      holeGradeName: gradeNameOf(r.selfGrade, r.levels, locale),
      currentGrade: gradeViewOf(currentGradeCode(r), r.levels, locale),
      createtime: r.createdAt.toISOString(),
      ...waitingOf(r, r, now),
    })),
  };
}

/** The level names of a row's project, beside the row: what naming its grades needs. */
export function levelNamesOf(projectId: SQL.Aliased | AnyColumn | SQL): SQL<LevelName[]> {
  return sql<LevelName[]>`(select coalesce(json_agg(json_build_object('holeCode', l.hole_code, 'name', l.name, 'color', l.color)), '[]') from ${projectHoleLevels} l where l.project_id = ${projectId})`;
}

/** What a page reads of the reports themselves, before it is joined to anything. */
export const pageColumns = {
  rowId: bugs.id,
  id: bugs.publicId,
  holeNumber: bugs.holeNumber,
  title: bugs.title,
  state: bugs.state,
  stateEnteredAt: bugs.stateEnteredAt,
  selfGrade: bugs.selfGrade,
  auditGrade: bugs.auditGrade,
  confirmGrade: bugs.confirmGrade,
  endGrade: bugs.endGrade,
  createdAt: bugs.createdAt,
  projectId: bugs.projectId,
};

/** The number of reports the conditions match (a scalar subquery beside each row of the page). */
function totalOf({ where, byProject }: BugPageWhere): SQL<number> {
  const join = byProject ? sql` join ${projects} on ${projects.id} = ${bugs.projectId}` : sql``;
  return sql<number>`(select count(*) from ${bugs}${join} where ${where})`.mapWith(Number);
}

/** A page past the end has no row to carry the total: the count alone, in a query of its own. */
export async function countAlone(ctx: AppContext, count: SQL<number>): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(await ctx.db.execute(sql`select ${count} as n`));
  return Number(row?.n ?? 0);
}
