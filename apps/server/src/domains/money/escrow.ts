import { and, eq, isNull } from 'drizzle-orm';
import { serviceFeeFen } from '@wardline/contract';
import type { AppContext } from '../../context';
import { recordEvent } from '../../platform/events/event-bus';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { afterCommit } from '../../platform/use-case';
import { companyTypeOf } from '../certification';
import { advanceProjectJob } from '../projects/advance-projects';
import { projects, type ProjectRow } from '../projects/projects.tables';
import { findAccount } from './ledger/accounts';
import { InsufficientFunds, transfer } from './ledger/transfer';
import { projectFunding } from './money.events';

export type ProjectForFunding = Pick<ProjectRow, 'id' | 'publicId' | 'name' | 'companyId' | 'projectType' | 'currency' | 'rewardPoolFen' | 'fundedAt'>;

/** Pool, fee (20 % for company type 0, from the contract's rule) and what the company pays in all. */
export async function fundingOf(ctx: AppContext, project: ProjectForFunding): Promise<{ poolFen: number; feeFen: number; totalFen: number }> {
  const feeFen = serviceFeeFen(project.rewardPoolFen, await companyTypeOf(ctx.db, project.companyId));
  return { poolFen: project.rewardPoolFen, feeFen, totalFen: project.rewardPoolFen + feeFen };
}

export type FundingOutcome = { state: 'funded'; escrowedFen: number } | { state: 'waiting'; shortFen: number } | { state: 'none' };

/**
 * Secures an approved project's money, in the caller's transaction (issue 10 §1). An SRC moves
 * nothing and is funded at once. A bug bounty escrows pool + fee from the company's balance
 * (`escrow:<projectId>`: pool → the project's pool, fee → the platform's fee income); when the
 * balance is short the transfer is refused and undone, the project stays `audited` waiting for
 * funds, and the company is told what is missing. Once funded, the lifecycle job moves it on.
 * Call it with the project row locked.
 */
export async function secureFunding(tx: AppContext, project: ProjectForFunding, actorId: number | null): Promise<FundingOutcome> {
  if (project.fundedAt) return { state: 'none' };
  const now = tx.clock.now();
  const markFunded = async () => {
    const [row] = await tx.db.update(projects).set({ fundedAt: now, updatedAt: now }).where(and(eq(projects.id, project.id), isNull(projects.fundedAt))).returning({ id: projects.id });
    if (row) await enqueueJob(tx, advanceProjectJob, { projectId: project.id }, { key: `project-advance:${project.id}:funded` });
    return row !== undefined;
  };
  if (project.projectType !== 'bugbounty' || project.rewardPoolFen === 0) {
    await markFunded();
    return { state: 'none' };
  }
  const { poolFen, feeFen, totalFen } = await fundingOf(tx, project);
  const facts = { projectId: project.id, publicId: project.publicId, name: project.name, companyId: project.companyId, currency: project.currency, totalFen };
  try {
    await transfer(tx, {
      key: `escrow:${project.id}`,
      kind: 'escrow',
      currency: project.currency,
      memo: project.name,
      refs: { projectId: project.id },
      createdBy: actorId,
      entries: [
        { account: { kind: 'companyBalance', ownerId: project.companyId }, amountFen: -totalFen },
        { account: { kind: 'projectPool', projectId: project.id, companyId: project.companyId }, amountFen: poolFen },
        { account: { kind: 'platformFeeIncome' }, amountFen: feeFen },
      ],
    });
  } catch (err) {
    if (!(err instanceof InsufficientFunds)) throw err;
    await recordEvent(tx, projectFunding, { subjectId: project.id, actorId, payload: { ...facts, state: 'waiting', shortFen: err.shortFen } });
    return { state: 'waiting', shortFen: err.shortFen };
  }
  if (await markFunded()) {
    await recordEvent(tx, projectFunding, { subjectId: project.id, actorId, payload: { ...facts, state: 'funded', shortFen: 0 } });
    afterCommit(tx, () => tx.publicCache.changed());
  }
  return { state: 'funded', escrowedFen: totalFen };
}

/** What a company's balance holds in a currency now (0 before its first deposit). */
export async function companyBalanceFen(ctx: AppContext, companyId: number, currency: ProjectRow['currency']): Promise<number> {
  return (await findAccount(ctx.db, { kind: 'companyBalance', ownerId: companyId, currency }))?.balanceFen ?? 0;
}
