import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { LISTED_PROJECT_STATES, PROJECT_SORTS, type Page, type ProjectCard, type ProjectListQuery } from '@wardline/contract';
import type { z } from 'zod';
import type { projectListQuery } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { Actor } from '../../platform/actor';
import { containsPattern } from './admin-project-queue';
import { cardColumns, cardOf, type CardViewer } from './project-view';
import { projectEnrolments, projects } from './projects.tables';

export type ProjectListInput = z.output<typeof projectListQuery>;
export type { ProjectListQuery };

/**
 * GET /project/getProjectList, the hall (spec 001 §2): listed projects only (never
 * unaudited, failed or paused ones of others; a company filtering "mine" sees all of its
 * own), filtered by type, subtype, state, join status (signed-in non-companies) and
 * ownership (companies), searched by name, latest approved or highest pool first, 10 per
 * page. The order follows the partial indexes of `projects.tables.ts` (`… desc nulls last,
 * id desc`), so a page is read off an index, never sorted. A signed-in hacker's own
 * enrolment comes with each card from one left join.
 */
export async function listProjects({ ctx, input, viewer }: UseCaseOptions<ProjectListInput, Actor> & { viewer: CardViewer }): Promise<Page<ProjectCard>> {
  const userId = viewer.kind === 'user' ? viewer.userId : undefined;
  const company = viewer.kind === 'user' && viewer.usertype === 'company';
  const hackerLike = viewer.kind === 'user' && viewer.role === 'user' && !company && viewer.usertype !== null;
  const mine = company && input.ownership === 'mine';

  const filters: SQL[] = [];
  if (mine) filters.push(eq(projects.companyId, userId!));
  else filters.push(inArray(projects.state, [...LISTED_PROJECT_STATES]));
  if (company && input.ownership === 'others') filters.push(sql`${projects.companyId} <> ${userId!}`);
  if (input.status) filters.push(input.status === 'apply' ? inArray(projects.state, ['audited', 'apply']) : eq(projects.state, input.status));
  if (input.projectType) filters.push(eq(projects.projectType, input.projectType));
  if (input.projectSubType) filters.push(eq(projects.subType, input.projectSubType));
  if (input.search) filters.push(ilike(projects.name, containsPattern(input.search)));
  if (hackerLike && input.joinStatus) {
    if (input.joinStatus === 'unApply') filters.push(sql`${projectEnrolments.id} is null`);
    else filters.push(eq(projectEnrolments.state, input.joinStatus === 'applying' ? 'apply' : 'normal'));
  }

  const order =
    input.lastPush === PROJECT_SORTS.highestBonus
      ? [sql`${projects.rewardPoolFen} desc nulls last`, sql`${projects.id} desc nulls last`]
      : [sql`${projects.approvedAt} desc nulls last`, sql`${projects.id} desc nulls last`];

  const base = ctx.db
    .select({ ...cardColumns(projects), enrolment: hackerLike ? projectEnrolments.state : sql<null>`null`, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(projects);
  const joined = hackerLike
    ? base.leftJoin(projectEnrolments, and(eq(projectEnrolments.projectId, projects.id), eq(projectEnrolments.userId, userId!)))
    : base;
  const rows = await joined
    .where(and(...filters))
    .orderBy(...order)
    .limit(input.size)
    .offset((input.page - 1) * input.size);

  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end: the total still tells the pager where the end is.
    const counted = await (hackerLike
      ? ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(projects).leftJoin(projectEnrolments, and(eq(projectEnrolments.projectId, projects.id), eq(projectEnrolments.userId, userId!)))
      : ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(projects)
    ).where(and(...filters));
    total = counted[0]?.n ?? 0;
  }
  const now = ctx.clock.now();
  return { total, data: rows.map(({ enrolment, total: _total, ...row }) => cardOf(row, viewer, enrolment ?? null, now)) };
}
