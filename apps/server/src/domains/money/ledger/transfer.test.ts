import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { buildCompany, buildHacker } from '../../../../test/factories';
import { buildProject } from '../../projects/enrolment/enrolment-test-support';
import { inTransaction } from '../../../platform/use-case';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../money.tables';
import { findAccount } from './accounts';
import { InsufficientFunds, transfer } from './transfer';

/** The database's own refusal under drizzle's "Failed query" wrapper. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (err) {
    const e = err as Error & { cause?: Error };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
  return 'no refusal';
}

describe('the ledger: transfers, idempotency, conditional debits, append-only (issue 10 §1)', () => {
  let t: TestApp;
  let company: { id: number };
  let hacker: { id: number };
  let projectId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await buildCompany(t);
    hacker = await buildHacker(t);
    projectId = (await buildProject(t, company.id)).id;
  });
  afterAll(() => t.close());

  const balance = { kind: 'companyBalance' as const, ownerId: 0 };
  const deposit = (key: string, fen: number) =>
    transfer(t.ctx, { key, kind: 'deposit', currency: 'rmb', entries: [{ account: { kind: 'external' }, amountFen: -fen }, { account: { ...balance, ownerId: company.id }, amountFen: fen }] });
  const balanceOf = async (ref: Parameters<typeof findAccount>[1]) => (await findAccount(t.db, ref))?.balanceFen ?? 0;

  it('moves money in balanced entries, each with the balance after it; a repeated key moves nothing', async () => {
    const first = await deposit('deposit:a', 500_00);
    expect(first.created).toBe(true);
    expect(first.entries.map((e) => e.amountFen).sort((a, b) => a - b)).toEqual([-500_00, 500_00]);
    const again = await deposit('deposit:a', 500_00);
    expect(again).toMatchObject({ created: false, transferId: first.transferId });
    expect(again.entries).toHaveLength(2);
    expect(await balanceOf({ ...balance, ownerId: company.id, currency: 'rmb' })).toBe(500_00);
    expect(await balanceOf({ kind: 'external', currency: 'rmb' })).toBe(-500_00);
    // USD is another account: no exchange.
    expect(await findAccount(t.db, { ...balance, ownerId: company.id, currency: 'dollar' })).toBeUndefined();
  });

  it('refuses a debit the account cannot cover and records nothing of it', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransfers);
    const refused = transfer(t.ctx, {
      key: 'escrow:too-much',
      kind: 'escrow',
      currency: 'rmb',
      entries: [{ account: { ...balance, ownerId: company.id }, amountFen: -600_00 }, { account: { kind: 'projectPool', projectId, companyId: company.id }, amountFen: 600_00 }],
    });
    await expect(refused).rejects.toBeInstanceOf(InsufficientFunds);
    await expect(refused).rejects.toMatchObject({ shortFen: 100_00 });
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransfers);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await balanceOf({ ...balance, ownerId: company.id, currency: 'rmb' })).toBe(500_00);
    // The key is free again: a later transfer with it, once funded, goes through.
    await expect(transfer(t.ctx, { key: 'x', kind: 'deposit', currency: 'rmb', entries: [{ account: { kind: 'external' }, amountFen: -1 }] })).rejects.toThrow(/moves nothing|does not balance/);
  });

  it('is append-only: entries and transfers refuse UPDATE and DELETE; an unbalanced transfer cannot commit', async () => {
    expect(await refusal(t.db.update(ledgerEntries).set({ amountFen: 1 }))).toMatch(/append-only/);
    expect(await refusal(t.db.delete(ledgerEntries))).toMatch(/append-only/);
    expect(await refusal(t.db.update(ledgerTransfers).set({ memo: 'edited' }))).toMatch(/append-only/);
    expect(await refusal(t.db.delete(ledgerTransfers))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`TRUNCATE ledger_entries`))).toMatch(/append-only/);
    const [account] = await t.db.select().from(ledgerAccounts).limit(1);
    const forged = inTransaction(t.ctx, async (tx) => {
      const [row] = await tx.db.insert(ledgerTransfers).values({ idempotencyKey: 'forged', kind: 'deposit', currency: 'rmb', createdAt: t.clock.now() }).returning();
      await tx.db.insert(ledgerEntries).values({ transferId: row!.id, accountId: account!.id, amountFen: 1, balanceAfterFen: 1, createdAt: t.clock.now() });
    });
    expect(await refusal(forged)).toMatch(/does not balance/);
    expect(await t.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, 'forged'))).toEqual([]);
    // A balance that would go below zero is refused by the table itself too.
    expect(await refusal(t.db.update(ledgerAccounts).set({ balanceFen: -1 }).where(eq(ledgerAccounts.kind, 'companyBalance')))).toMatch(/ledger_accounts_balance_ck/);
  });

  it('50 pays at once against a pool of 10 pay exactly 10: the pool never goes below zero', async () => {
    const pool = { kind: 'projectPool' as const, projectId, companyId: company.id };
    await transfer(t.ctx, { key: 'escrow:race', kind: 'escrow', currency: 'rmb', entries: [{ account: { ...balance, ownerId: company.id }, amountFen: -10_00 }, { account: pool, amountFen: 10_00 }] });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        transfer(t.ctx, { key: `bounty:race-${i}`, kind: 'bounty', currency: 'rmb', entries: [{ account: pool, amountFen: -1_00 }, { account: { kind: 'hackerEarnings', ownerId: hacker.id }, amountFen: 1_00 }] }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFunds);
    expect(await balanceOf({ ...pool, currency: 'rmb' })).toBe(0);
    expect(await balanceOf({ kind: 'hackerEarnings', ownerId: hacker.id, currency: 'rmb' })).toBe(10_00);
  });

  it('the same payment sent twice at once is made once', async () => {
    await deposit('deposit:twice-funding', 100_00);
    const pay = () =>
      transfer(t.ctx, { key: 'bounty:twice', kind: 'bounty', currency: 'rmb', entries: [{ account: { ...balance, ownerId: company.id }, amountFen: -30_00 }, { account: { kind: 'hackerEarnings', ownerId: hacker.id }, amountFen: 30_00 }] });
    const [a, b] = await Promise.all([pay(), pay()]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(a.transferId).toBe(b.transferId);
    expect(await balanceOf({ kind: 'hackerEarnings', ownerId: hacker.id, currency: 'rmb' })).toBe(40_00);
  });

  it('every balance equals the sum of its entries', async () => {
    const rows = await t.db.execute(sql`
      SELECT a.id FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount_fen) AS s FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
      WHERE a.balance_fen <> coalesce(e.s, 0)`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
