import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { LISTED_PROJECT_STATES, PROJECT_SORTS, type EnterStatus, type Page, type ProjectCard, type ProjectListQuery } from '@wardline/contract';
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
 * enrolments for the page's cards come from one indexed read.
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
    // The hacker's own enrolments are few: a semi-join on them, never a join of every listed project.
    const own = sql`select 1 from ${projectEnrolments} where ${projectEnrolments.projectId} = ${projects.id} and ${projectEnrolments.userId} = ${userId!}`;
    if (input.joinStatus === 'unApply') filters.push(sql`not exists (${own})`);
    else filters.push(sql`exists (${own} and ${projectEnrolments.state} = ${input.joinStatus === 'applying' ? 'apply' : 'normal'})`);
  }

  const order =
    input.lastPush === PROJECT_SORTS.highestBonus
      ? [sql`${projects.rewardPoolFen} desc nulls last`, sql`${projects.id} desc nulls last`]
      : [sql`${projects.approvedAt} desc nulls last`, sql`${projects.id} desc nulls last`];
  const where = and(...filters);

  // The page is read off an index and counted apart: a window count over the page query would
  // carry every matching row through it (0.75 s for a signed-in hacker over 42,500 listed projects).
  const [rows, counted] = await Promise.all([
    ctx.db.select(cardColumns(projects)).from(projects).where(where).orderBy(...order).limit(input.size).offset((input.page - 1) * input.size),
    ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(projects).where(where),
  ]);
  const enrolments = new Map<number, EnterStatus>();
  if (hackerLike && rows.length > 0) {
    const own = await ctx.db
      .select({ projectId: projectEnrolments.projectId, state: projectEnrolments.state })
      .from(projectEnrolments)
      .where(and(eq(projectEnrolments.userId, userId!), inArray(projectEnrolments.projectId, rows.map((row) => row.id))));
    for (const { projectId, state } of own) enrolments.set(projectId, state);
  }
  const now = ctx.clock.now();
  return { total: counted[0]?.n ?? 0, data: rows.map((row) => cardOf(row, viewer, enrolments.get(row.id) ?? null, now)) };
}
