import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { totalPayableFen, type Currency } from '@wardline/contract';
import type { TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/client';
import { companyTypeOf } from '../certification';
import { findProject } from '../projects/project-form';
import { findAccount, type AccountRef } from './ledger/accounts';
import { transfer } from './ledger/transfer';

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

/**
 * What must hold of the ledger whatever happened: every balance equals the sum of its entries,
 * no account that must stay ≥ 0 is below it, every transfer balances with two entries or more,
 * and no report has two bounty transfers. Answers the broken ones (empty when sound).
 */
export async function ledgerProblems(t: Pick<TestApp, 'db'>): Promise<string[]> {
  const problems: string[] = [];
  const q = async (text: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await t.db.execute(text));
  for (const r of await q(sql`SELECT a.id, a.balance_fen, coalesce(e.s, 0) AS s FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount_fen) AS s FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id WHERE a.balance_fen <> coalesce(e.s, 0)`)) {
    problems.push(`account ${String(r.id)}: balance ${String(r.balance_fen)} ≠ entries ${String(r.s)}`);
  }
  for (const r of await q(sql`SELECT id, kind, balance_fen FROM ledger_accounts WHERE balance_fen < 0 AND kind NOT IN ('external', 'platformAdvance')`)) {
    problems.push(`account ${String(r.id)} (${String(r.kind)}) below zero: ${String(r.balance_fen)}`);
  }
  for (const r of await q(sql`SELECT t.id FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id GROUP BY t.id HAVING coalesce(sum(e.amount_fen), 0) <> 0 OR count(e.id) < 2`)) {
    problems.push(`transfer ${String(r.id)} does not balance`);
  }
  for (const r of await q(sql`SELECT bug_id FROM ledger_transfers WHERE kind = 'bounty' GROUP BY bug_id HAVING count(*) > 1`)) {
    problems.push(`report ${String(r.bug_id)} paid twice`);
  }
  return problems;
}
