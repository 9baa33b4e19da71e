import { and, desc, eq, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { BUG_STATES_HIDDEN_FROM_COMPANY, type BugListItem, type BugStatusFilter, type Locale } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
import { projects } from '../projects/projects.tables';
import { bugs } from './bugs.tables';
import { bugPageWhere } from './bug-list-page';

/** The SRC lists' filters (srcBugPageBody): 10 per page, by status, project and claim. */
export type SrcPageInput = { page: number; size: number; status?: BugStatusFilter; projectId?: string; claim?: 'all' | 'unclaimed' | 'mine' };


/** A page of SRC reports: cut from the reports joined to their projects (the conditions name the project's type and id). */
function pageOf(ctx: AppContext, where: SQL | undefined, input: SrcPageInput, locale: Locale) {
  return bugPageWhere(ctx, { where, byProject: true }, input, locale);
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
