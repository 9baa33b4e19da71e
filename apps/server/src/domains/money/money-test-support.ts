import { randomUUID } from 'node:crypto';
import { totalPayableFen, type Currency } from '@wardline/contract';
import type { TestApp } from '../../../test/helper';
import { companyTypeOf } from '../certification';
import { findProject } from '../projects/project-form';
import { findAccount, type AccountRef } from './ledger/accounts';
import { transfer } from './ledger/transfer';
import { checkLedger } from './reconciliation';

/** Puts money in a company's balance straight on the ledger (the console's deposit is tested through its call). */
export async function fundCompany(t: TestApp, companyId: number, fen: number, currency: Currency = 'rmb'): Promise<void> {
  await transfer(t.ctx, {
    key: `deposit:test-${randomUUID()}`,
    kind: 'deposit',
    currency,
    entries: [{ account: { kind: 'external' }, amountFen: -fen }, { account: { kind: 'companyBalance', ownerId: companyId }, amountFen: fen }],
  });
}

/** Funds a project's company with exactly what approving it escrows (pool and fee), so approval starts it. */
export async function fundForApproval(t: TestApp, projectPublicId: string): Promise<void> {
  const project = await findProject(t.db, projectPublicId);
  if (!project || project.projectType !== 'bugbounty' || project.rewardPoolFen === 0) return;
  await fundCompany(t, project.companyId, totalPayableFen(project.rewardPoolFen, await companyTypeOf(t.db, project.companyId)), project.currency);
}

/** An account's balance, 0 when it was never opened. */
export async function balanceOf(t: TestApp, ref: AccountRef): Promise<number> {
  return (await findAccount(t.db, ref))?.balanceFen ?? 0;
}

/** The ledger's invariants (the reconciliation's checks): the broken ones, as text (empty when sound). */
export async function ledgerProblems(t: Pick<TestApp, 'db'>): Promise<string[]> {
  return (await checkLedger(t.db)).findings.map((f) => `${f.check}: ${f.subject}: ${f.detail}`);
}
