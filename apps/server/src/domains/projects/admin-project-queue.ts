import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fenToYuan, serviceFeeFen, totalPayableFen, type AdminProjectDetail, type ProjectState } from '@wardline/contract';
import { fieldCipherOf } from '../../crypto/field-encryption';
import { AppError } from '../../http/app-error';
import { enforce } from '../../platform/policy/policy';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
import type { UseCaseOptions } from '../../platform/use-case';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { companyTypeOf } from '../certification';
import { users } from '../identity/identity.tables';
import { editFormOf, findProject, holeLevelsOf, openVpnPassword } from './project-form';
import { projectRefusal } from './projects-policy';
import { projects } from './projects.tables';

export type AdminProjectListInput = { page: number; size: number; state: ProjectState; projectType?: 'bugbounty' | 'SecurityResponse'; search?: string };

/** `%text%` for ILIKE with the caller's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const anyProject = { companyId: 0, state: 'unaudited' as const };

/** GET /admin/projects: the audit queue (unaudited, oldest first) or projects of any other state, newest first. */
export async function listProjectsForAudit({ ctx, actor, input }: UseCaseOptions<AdminProjectListInput, StaffActor>) {
  enforce(projectRefusal({ actor: asPolicyActor(actor) }, 'audit', anyProject));
  const filters: SQL[] = [eq(projects.state, input.state)];
  if (input.projectType) filters.push(eq(projects.projectType, input.projectType));
  if (input.search) filters.push(or(ilike(projects.name, containsPattern(input.search)), ilike(projects.companyName, containsPattern(input.search)))!);
  const order = input.state === 'unaudited' ? [asc(projects.submittedAt), asc(projects.id)] : [desc(projects.submittedAt), desc(projects.id)];
  const rows = await ctx.db
    .select({
      id: projects.publicId,
      projectname: projects.name,
      projectype: projects.projectType,
      companyname: projects.companyName,
      states: projects.state,
      rewardPoolFen: projects.rewardPoolFen,
      startAt: projects.startAt,
      endAt: projects.endAt,
      submittedAt: projects.submittedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(projects)
    .where(and(...filters))
    .orderBy(...order)
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  return {
    total: rows[0]?.total ?? 0,
    data: rows.map(({ rewardPoolFen, startAt, endAt, submittedAt, total: _total, ...r }) => ({
      ...r,
      rewardpool: fenToYuan(rewardPoolFen),
      startime: startAt.toISOString(),
      endtime: endAt.toISOString(),
      submittedAt: submittedAt.toISOString(),
    })),
  };
}

/** GET /admin/projects/{id}: everything the company entered, the fee it pays, and every move with who or which job made it. */
export async function getProjectForAudit({ ctx, actor, input }: UseCaseOptions<{ id: string }, StaffActor>): Promise<AdminProjectDetail> {
  enforce(projectRefusal({ actor: asPolicyActor(actor) }, 'audit', anyProject));
  const row = await findProject(ctx.db, input.id);
  if (!row) throw new AppError('projectNotFound');
  const [company] = await ctx.db.select({ id: users.publicId, nickname: users.nickname }).from(users).where(eq(users.id, row.companyId)).limit(1);
  const companyType = await companyTypeOf(ctx.db, row.companyId);
  const fee = row.projectType === 'bugbounty' ? serviceFeeFen(row.rewardPoolFen, companyType) : 0;
  const history = await ctx.db
    .select({ from: stateTransitions.fromState, to: stateTransitions.toState, action: stateTransitions.action, actor: users.nickname, job: stateTransitions.job, reason: stateTransitions.reason, at: stateTransitions.occurredAt })
    .from(stateTransitions)
    .leftJoin(users, eq(users.id, stateTransitions.actorId))
    .where(and(eq(stateTransitions.machine, 'project'), eq(stateTransitions.subjectId, String(row.id))))
    .orderBy(asc(stateTransitions.id));
  return {
    ...editFormOf(row, await holeLevelsOf(ctx.db, row.id), openVpnPassword(await fieldCipherOf(ctx), row)),
    company: company ?? { id: '', nickname: '' },
    companyType,
    serviceFee: fenToYuan(fee),
    total: fenToYuan(row.projectType === 'bugbounty' ? totalPayableFen(row.rewardPoolFen, companyType) : 0),
    difficultyFactor: row.difficulty === 1 ? 1 : row.difficulty === 3 ? 3 : 2,
    pauseReason: row.pauseReason,
    submittedAt: row.submittedAt.toISOString(),
    createtime: row.createdAt.toISOString(),
    history: history.map((h) => ({ ...h, actor: h.actor ?? null, at: h.at.toISOString() })),
  };
}
