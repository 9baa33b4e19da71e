import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AdminReconciliationRun, Page } from '@wardline/contract';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { callAs, noticesTo } from '../bugs/bug-moves-test-support';
import { auditLog } from '../audit/audit.tables';
import { ledgerAccounts, reconciliationRuns } from './money.tables';
import { buildSettlementWorld, paidReport, type SettlementWorld } from './payouts/settlement-test-support';
import { chinaDateOf } from './money-text';

describe('reconciliation: the ledger checked on demand and every night, mismatches alerted (issue 10 §1)', () => {
  let t: TestApp;
  let w: SettlementWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildSettlementWorld(t);
    await paidReport(t, w, w.payee, 30_000);
  });
  afterAll(() => t.close());

  const reconcile = (who: SettlementWorld['finance']) => callAs<AdminReconciliationRun>(t, who, 'POST', '/admin/money/reconciliation', {});

  it('finds a sound ledger sound, with the totals per account kind; staff without finance are refused', async () => {
    expect((await reconcile(w.auditor)).status).toBe(403);
    const run = await reconcile(w.finance);
    expect(run.status, run.body.errmsg).toBe(200);
    expect(run.body.ret).toMatchObject({ ok: true, trigger: 'staff', findings: [] });
    expect(run.body.ret.totals).toEqual(expect.arrayContaining([{ kind: 'projectPool', currency: 'rmb', balance: '99700.00' }, { kind: 'hackerEarnings', currency: 'rmb', balance: '300.00' }]));
    expect(run.body.ret.transfers).toBeGreaterThanOrEqual(3);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'reconciliation.run'), eq(auditLog.targetId, run.body.ret.id)));
    expect(audit).toMatchObject({ staffId: w.finance.id, after: { ok: true, findings: 0 } });
  });

  it('a balance that no longer equals its entries is found and every finance staff member is alerted', async () => {
    // Someone edits a balance behind the ledger's back (balances are the one mutable column).
    await t.db.update(ledgerAccounts).set({ balanceFen: sql`${ledgerAccounts.balanceFen} + 1` }).where(eq(ledgerAccounts.kind, 'hackerEarnings'));
    const run = (await reconcile(w.finance)).body.ret;
    expect(run.ok).toBe(false);
    expect(run.findings).toEqual([expect.objectContaining({ check: 'balanceEqualsEntries', detail: 'balance 300.01 ≠ entries 300.00' })]);
    await t.jobs.drain();
    expect(await noticesTo(t, w.finance.id)).toContain('money.reconciliationMismatch');
    expect(await noticesTo(t, w.auditor.id)).not.toContain('money.reconciliationMismatch');
    await t.db.update(ledgerAccounts).set({ balanceFen: sql`${ledgerAccounts.balanceFen} - 1` }).where(eq(ledgerAccounts.kind, 'hackerEarnings'));
    const listed = await callAs<Page<AdminReconciliationRun>>(t, w.finance, 'GET', '/admin/money/reconciliation');
    // The nightly check may have run during the drain too (and found the same): the staff checks are these two.
    expect(listed.body.ret.data.filter((r) => r.trigger === 'staff').map((r) => r.ok)).toEqual([false, true]);
  });

  it('runs by itself once a night from 03:00 China time', async () => {
    // 04:00 China time tomorrow.
    const tomorrow = new Date(t.clock.now().getTime() + 24 * 3600_000);
    const at = new Date(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate(), 20, 0, 0));
    t.clock.set(at);
    await t.jobs.drain();
    t.clock.advance(2 * 3600_000);
    await t.jobs.drain();
    const nightly = await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.trigger, 'nightly'));
    const tonight = nightly.filter((r) => r.nightOf === chinaDateOf(at));
    expect(tonight).toHaveLength(1);
    expect(tonight[0]!.ok).toBe(true);
  });
});
