import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
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
 * page. The order follows the partial indexes of `projects.tables.ts` (`… desc, id desc`),
 * so a page is read off an index, never sorted.
 */
export async function listProjects({ ctx, input, viewer }: UseCaseOptions<ProjectListInput, Actor> & { viewer: CardViewer }): Promise<Page<ProjectCard>> {
  const userId = viewer.kind === 'user' ? viewer.userId : undefined;
  const company = viewer.kind === 'user' && viewer.usertype === 'company';
  const hackerLike = viewer.kind === 'user' && viewer.role === 'user' && !company && viewer.usertype !== null;
  const mine = company && input.ownership === 'mine';

  // What every viewer shares: listed projects (or a company's own) by type, subtype, state and name.
  const shared: SQL[] = [];
  if (mine) shared.push(eq(projects.companyId, userId!));
  else shared.push(inArray(projects.state, [...LISTED_PROJECT_STATES]));
  if (input.status) shared.push(input.status === 'apply' ? inArray(projects.state, ['audited', 'apply']) : eq(projects.state, input.status));
  if (input.projectType) shared.push(eq(projects.projectType, input.projectType));
  if (input.projectSubType) shared.push(eq(projects.subType, input.projectSubType));
  if (input.search) shared.push(ilike(projects.name, containsPattern(input.search)));

  // The viewer's own part: another company's projects only, or the hacker's join status.
  const own: SQL[] = [];
  if (company && input.ownership === 'others') own.push(sql`${projects.companyId} <> ${userId!}`);
  const joinStatus = hackerLike ? input.joinStatus : undefined;
  const enrolled = (state?: EnterStatus) =>
    sql`select 1 from ${projectEnrolments} where ${projectEnrolments.projectId} = ${projects.id} and ${projectEnrolments.userId} = ${userId!}${state ? sql` and ${projectEnrolments.state} = ${state}` : sql``}`;
  // The hacker's own enrolments are few: a semi-join on them, never a join of every listed project.
  if (joinStatus === 'unApply') own.push(sql`not exists (${enrolled()})`);
  else if (joinStatus) own.push(sql`exists (${enrolled(joinStatus === 'applying' ? 'apply' : 'normal')})`);

  const order =
    input.lastPush === PROJECT_SORTS.highestBonus
      ? [desc(projects.rewardPoolFen), desc(projects.id)]
      : [desc(projects.approvedAt), desc(projects.id)];
  const where = and(...shared, ...own);

  // The page is read off an index and counted apart: a window count over the page query would
  // carry every matching row through it (0.75 s for a signed-in hacker over 42,500 listed projects).
  // A hacker's own enrolment of each card comes with the page (an indexed lookup per row).
  // Written with an alias: a one-table query names its columns bare, which inside the subquery would mean the enrolment's own.
  const enterstatus = hackerLike
    ? sql<EnterStatus | null>`(select e.state from ${projectEnrolments} e where e.project_id = "projects"."id" and e.user_id = ${userId!})`
    : sql<null>`null`;
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ ...cardColumns(projects), enterstatus })
      .from(projects)
      .where(where)
      .orderBy(...order)
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    hallTotal(ctx, input, { mine, company, joinStatus, userId, shared, where }),
  ]);
  const now = ctx.clock.now();
  return { total, data: rows.map((row) => cardOf(row, viewer, row.enterstatus, now)) };
}

type TotalParts = { mine: boolean; company: boolean; joinStatus: ProjectListInput['joinStatus']; userId: number | undefined; shared: SQL[]; where: SQL | undefined };

/**
 * How many projects the hall's filters match. Counting the listed projects read every one of
 * them (80 ms over 42,500 at platform scale, on every signed-in request), yet that count is
 * the same for everyone: it is kept in the public cache, which every project move empties
 * (decisions, the scheduler). What depends on the viewer is counted over their own rows only:
 * a company's projects, a hacker's enrolments (at most a few dozen).
 */
async function hallTotal(ctx: UseCaseOptions<unknown, Actor>['ctx'], input: ProjectListInput, parts: TotalParts): Promise<number> {
  const countWhere = async (where: SQL | undefined) => (await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(projects).where(where))[0]?.n ?? 0;
  if (parts.mine) return countWhere(parts.where);
  const key = `count:hall:${JSON.stringify([input.status ?? '', input.projectType ?? '', input.projectSubType ?? '', input.search ?? ''])}`;
  const listed = async () => Number((await ctx.publicCache.get(key, async () => String(await countWhere(and(...parts.shared))))).plain.toString('utf8'));
  if (parts.company && input.ownership === 'others') return (await listed()) - (await countWhere(and(...parts.shared, eq(projects.companyId, parts.userId!))));
  if (!parts.joinStatus) return listed();
  if (parts.joinStatus !== 'unApply') return countWhere(parts.where);
  const enrolledListed = await countWhere(
    and(...parts.shared, sql`exists (select 1 from ${projectEnrolments} where ${projectEnrolments.projectId} = ${projects.id} and ${projectEnrolments.userId} = ${parts.userId!})`),
  );
  return (await listed()) - enrolledListed;
}
