import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { fenToYuan, type AdminEscrowResult, type AdminFundingItem, type Page } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { enforce } from '../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { recordAudit } from '../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { users } from '../identity/identity.tables';
import { findProject } from '../projects/project-form';
import { projects } from '../projects/projects.tables';
import { companyBalanceFen, fundingOf, secureFunding } from './escrow';
import { financeRefusal } from './money-policy';

/** Approved bug bounties waiting for funds (partial index `projects_waiting_funds_idx`). */
const WAITING = and(eq(projects.state, 'audited'), isNull(projects.fundedAt), eq(projects.projectType, 'bugbounty'));

/**
 * Escrows every waiting project of a company that its balance now covers, oldest approval
 * first, each in its own transaction under the project's lock (run after a deposit). A project
 * the balance cannot cover stays waiting; a smaller one after it may still fit.
 */
export async function fundWaitingProjects(ctx: AppContext, companyId: number): Promise<number> {
  const waiting = await ctx.db.select({ id: projects.id }).from(projects).where(and(WAITING, eq(projects.companyId, companyId))).orderBy(asc(projects.approvedAt), asc(projects.id));
  let funded = 0;
  for (const { id } of waiting) {
    const outcome = await inTransaction(ctx, async (tx) => {
      const [row] = await tx.db.select().from(projects).where(and(eq(projects.id, id), WAITING)).for('update');
      return row ? secureFunding(tx, row, null) : null;
    });
    if (outcome?.state === 'funded') funded += 1;
  }
  return funded;
}

/** GET /admin/money/funding: the waiting projects, oldest approval first, with what each needs and what its company holds. */
export async function listFundingQueue({ ctx, actor, input }: UseCaseOptions<{ page: number; size: number }, StaffActor>): Promise<Page<AdminFundingItem>> {
  enforce(financeRefusal(asPolicyActor(actor)));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ project: projects, companyPublicId: users.publicId, companyName: users.nickname })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.companyId))
      .where(WAITING)
      .orderBy(asc(projects.approvedAt), asc(projects.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    ctx.db.select({ n: count() }).from(projects).where(WAITING),
  ]);
  const data = await Promise.all(
    rows.map(async ({ project, companyPublicId, companyName }) => {
      const { poolFen, feeFen, totalFen } = await fundingOf(ctx, project);
      const balanceFen = await companyBalanceFen(ctx, project.companyId, project.currency);
      return {
        id: project.publicId,
        name: project.name,
        company: { id: companyPublicId, name: companyName },
        currency: project.currency,
        pool: fenToYuan(poolFen),
        fee: fenToYuan(feeFen),
        total: fenToYuan(totalFen),
        balance: fenToYuan(balanceFen),
        short: fenToYuan(Math.max(0, totalFen - balanceFen)),
        approvedAt: project.approvedAt?.toISOString() ?? null,
      };
    }),
  );
  return { total: total?.n ?? 0, data };
}

/**
 * POST /admin/money/funding/{id}/escrow: staff escrow a waiting project now (after a deposit the
 * automatic job has not reached, or a balance topped up another way). A balance still short is
 * 409 naming what is missing; anything but a waiting bug bounty is 409 too.
 */
export async function escrowWaitingProject({ ctx, actor, input }: UseCaseOptions<{ id: string }, StaffActor>): Promise<AdminEscrowResult> {
  enforce(financeRefusal(asPolicyActor(actor)));
  return inTransaction(ctx, async (tx) => {
    const row = await findProject(tx.db, input.id, true);
    if (!row) throw new AppError('projectNotFound');
    if (row.state !== 'audited' || row.fundedAt !== null || row.projectType !== 'bugbounty') throw new AppError('projectNotWaitingForFunds');
    const outcome = await secureFunding(tx, row, actor.staffId);
    if (outcome.state === 'waiting') {
      const short = fenToYuan(outcome.shortFen);
      throw new AppError('escrowBalanceShort', [], { short: { zh: short, en: short } });
    }
    const escrowed = outcome.state === 'funded' ? outcome.escrowedFen : 0;
    await recordAudit(tx.db, { actor, action: 'project.escrow', targetType: 'project', targetId: row.publicId, before: { funded: false }, after: { funded: true, escrowed: fenToYuan(escrowed) }, at: tx.clock.now() });
    return { id: row.publicId, states: row.state, escrowed: fenToYuan(escrowed), balance: fenToYuan(await companyBalanceFen(tx, row.companyId, row.currency)) };
  });
}
