import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { MyProjectItem, Page, ProjectState, ProjectSubType, ProjectType } from '@wardline/contract';
import type { UserActor } from '../../../platform/actor';
import type { UseCaseOptions } from '../../../platform/use-case';
import { projectEnrolments, projects } from '../projects.tables';
import { cardColumns, cardOf, type CardViewer } from '../project-view';

export type MyProjectsInput = { page: number; size: number; search?: string | undefined; projectType?: ProjectType | undefined; projectSubType?: ProjectSubType | undefined; status?: ProjectState | undefined };

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /project/getpersonalprojectList and /project/getMyProject (spec 001 §7): a company's
 * own projects in every state with staff's reasons (refusal, pause), newest first; anyone
 * else's enrolments with their state, newest enrolment first. The spec's filters (type,
 * subtype, state, search by name), `size` per page. Staff have no projects of their own.
 */
export async function listMyProjects({ ctx, actor, input }: UseCaseOptions<MyProjectsInput, UserActor>): Promise<Page<MyProjectItem>> {
  const filters: SQL[] = [];
  if (input.projectType) filters.push(eq(projects.projectType, input.projectType));
  if (input.projectSubType) filters.push(eq(projects.subType, input.projectSubType));
  if (input.status) filters.push(eq(projects.state, input.status));
  if (input.search) filters.push(ilike(projects.name, likePattern(input.search)));
  const offset = (input.page - 1) * input.size;
  const now = ctx.clock.now();
  const user = actor.user;
  const viewer: CardViewer = { kind: 'user', role: user.role, usertype: user.usertype, userId: user.id };

  if (user.role === 'user' && user.usertype === 'company') {
    const where = and(eq(projects.companyId, user.id), ...filters);
    const rows = await ctx.db
      .select({ ...cardColumns(projects), rejectReason: projects.rejectReason, pauseReason: projects.pauseReason, total: totalOfAll })
      .from(projects)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(input.size)
      .offset(offset);
    return {
      total: rows[0]?.total ?? (input.page > 1 ? await countOf(ctx.db.select({ n: count() }).from(projects).where(where)) : 0),
      data: rows.map((row) => ({ ...cardOf(row, viewer, null, now), enterstatus: null, rejectReason: row.rejectReason, pauseReason: row.pauseReason })),
    };
  }

  const where = and(eq(projectEnrolments.userId, user.id), ...filters);
  const rows = await ctx.db
    .select({ ...cardColumns(projects), enterstatus: projectEnrolments.state, pauseReason: projects.pauseReason, total: totalOfAll })
    .from(projectEnrolments)
    .innerJoin(projects, eq(projects.id, projectEnrolments.projectId))
    .where(where)
    .orderBy(desc(projectEnrolments.createdAt), desc(projectEnrolments.id))
    .limit(input.size)
    .offset(offset);
  const total = rows[0]?.total ?? (input.page > 1 ? await countOf(ctx.db.select({ n: count() }).from(projectEnrolments).innerJoin(projects, eq(projects.id, projectEnrolments.projectId)).where(where)) : 0);
  return {
    total,
    data: rows.map((row) => ({
      ...cardOf(row, viewer, row.enterstatus, now),
      enterstatus: row.enterstatus,
      // A refusal by staff is the company's business; a pause concerns the participants too (they were told why).
      rejectReason: null,
      pauseReason: row.state === 'pause' ? row.pauseReason : null,
    })),
  };
}

/**
 * The total of all pages beside each row of the page: one person's projects or enrolments are
 * few (the five-project rule keeps a hacker's open ones to five), so counting them with the
 * page costs less than a second round trip.
 */
const totalOfAll = sql<number>`count(*) over ()`.mapWith(Number);

/** A page past the end has no row to carry the total. */
async function countOf(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}
