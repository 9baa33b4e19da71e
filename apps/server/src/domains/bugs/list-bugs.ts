import { BUG_PAGE_SIZE, type BugListItem, type StaffPermission } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { askerOf, enrolmentOf } from '../projects/project-asker';
import { findProject } from '../projects/project-form';
import { projectRefusal } from '../projects/projects-policy';
import { bugListPage, type BugListFilters } from './bug-list-page';
import { bugAskerOf, staffReadsReports } from './bugs-policy';

type Page = { total: number; data: BugListItem[] };

/**
 * GET /bugList (spec 002 §7): one project's reports. The owner company sees those past
 * triage; an approved participant only their own (also once the project has ended); staff
 * with triage or arbitration all of them. Anyone else is refused as the project's detail
 * would refuse them (404 to outsiders, 403 to another company), or `projectNoPermission`.
 */
export async function listProjectBugs({ ctx, actor, input, permissions }: UseCaseOptions<BugListFilters & { projectId: string }, UserActor> & { permissions: ReadonlySet<StaffPermission> }): Promise<Page> {
  const project = await findProject(ctx.db, input.projectId);
  if (!project) throw new AppError('projectNotFound');
  const { user } = actor;
  const asker = bugAskerOf(actor, permissions);
  if (user.usertype === 'company' && user.id === project.companyId) return bugListPage(ctx, { companyId: user.id, projectId: project.id }, input, actor.locale);
  if (staffReadsReports(asker)) return bugListPage(ctx, { projectId: project.id }, input, actor.locale);
  const enrolment = await enrolmentOf(ctx.db, project.id, user.id);
  const refusal = projectRefusal({ ...askerOf(actor, permissions), enrolment }, 'viewDetail', project);
  if (refusal) throw refusal;
  if (enrolment !== 'normal') throw new AppError('projectNoPermission');
  return bugListPage(ctx, { reporterId: user.id, projectId: project.id }, input, actor.locale);
}

/**
 * POST /buglistofproject: the caller's reports across projects — a hacker's own (my bugs,
 * spec 001 §4), a company's projects' past triage — optionally of one project (another
 * company's project: 403, an unknown one: 404).
 */
export async function listMyBugs({ ctx, actor, input }: UseCaseOptions<BugListFilters & { projectId?: string }, UserActor>): Promise<Page> {
  const { user } = actor;
  if (user.role === 'staff' || user.usertype === null) throw new AppError('forbidden');
  let projectId: number | undefined;
  if (input.projectId) {
    const project = await findProject(ctx.db, input.projectId);
    if (!project) throw new AppError('projectNotFound');
    if (user.usertype === 'company' && project.companyId !== user.id) throw new AppError('projectNoPermission');
    // A hacker's filter is their own reports anyway; a project they may not see stays unknown.
    if (user.usertype !== 'company') {
      const refusal = projectRefusal({ ...askerOf(actor), enrolment: await enrolmentOf(ctx.db, project.id, user.id) }, 'viewDetail', project);
      if (refusal) throw refusal;
    }
    projectId = project.id;
  }
  const filters = { ...input, size: input.size ?? BUG_PAGE_SIZE };
  const scope = user.usertype === 'company' ? { companyId: user.id, projectId } : { reporterId: user.id, projectId };
  return bugListPage(ctx, scope, filters, actor.locale);
}
