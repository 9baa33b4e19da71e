import { count, desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { fenToYuan, type AdminReconciliationRun, type Currency, type Page } from '@wardline/contract';
import type { AppContext } from '../../context';
import { rowsOf, type Database } from '../../db/client';
import { recordEvent } from '../../platform/events/event-bus';
import { defineJob } from '../../platform/jobs/define-job';
import { enforce } from '../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { recordAudit } from '../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { reconciliationRuns, type ReconciliationFinding } from './money.tables';
import { reconciliationMismatch } from './money.events';
import { financeRefusal } from './money-policy';
import { chinaDateOf } from './money-text';

const NIGHTLY_JOB = 'money.nightly-reconciliation';
/** The China hour from which the night's check runs (quiet hours). */
const NIGHTLY_FROM_HOUR = 3;
/** At most this many findings are kept per check (the first ones say enough). */
const FINDINGS_MAX = 100;

type Row = Record<string, unknown>;

/**
 * The ledger's invariants, checked over the whole of it (issue 10 §1): every account's balance
 * equals the sum of its entries; no account that must stay ≥ 0 (a pool, a balance, earnings…)
 * is below zero; every transfer balances over two entries or more; no report had two bounties.
 */
export async function checkLedger(db: Database): Promise<{ findings: ReconciliationFinding[]; accounts: number; transfers: number; totals: { kind: string; currency: Currency; balanceFen: number }[] }> {
  const q = async (query: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(query));
  const findings: ReconciliationFinding[] = [];
  const add = (check: ReconciliationFinding['check'], rows: Row[], describe: (r: Row) => [string, string]) => {
    for (const r of rows.slice(0, FINDINGS_MAX)) {
      const [subject, detail] = describe(r);
      findings.push({ check, subject, detail });
    }
  };
  add(
    'balanceEqualsEntries',
    await q(sql`
      SELECT a.id, a.kind, a.currency, a.balance_fen, coalesce(e.total, 0) AS total FROM ledger_accounts a
      LEFT JOIN (SELECT account_id, sum(amount_fen) AS total FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
      WHERE a.balance_fen <> coalesce(e.total, 0) ORDER BY a.id LIMIT ${FINDINGS_MAX}`),
    (r) => [`account ${String(r.id)} (${String(r.kind)}, ${String(r.currency)})`, `balance ${fenToYuan(Number(r.balance_fen))} ≠ entries ${fenToYuan(Number(r.total))}`],
  );
  add(
    'noNegativeBalance',
    await q(sql`SELECT id, kind, currency, balance_fen FROM ledger_accounts WHERE balance_fen < 0 AND kind NOT IN ('external', 'platformAdvance') ORDER BY id LIMIT ${FINDINGS_MAX}`),
    (r) => [`account ${String(r.id)} (${String(r.kind)}, ${String(r.currency)})`, `below zero: ${fenToYuan(Number(r.balance_fen))}`],
  );
  add(
    'transferBalanced',
    await q(sql`
      SELECT t.id, t.idempotency_key, coalesce(sum(e.amount_fen), 0) AS total, count(e.id) AS entries FROM ledger_transfers t
      LEFT JOIN ledger_entries e ON e.transfer_id = t.id GROUP BY t.id HAVING coalesce(sum(e.amount_fen), 0) <> 0 OR count(e.id) < 2 ORDER BY t.id LIMIT ${FINDINGS_MAX}`),
    (r) => [`transfer ${String(r.idempotency_key)}`, `entries ${String(r.entries)} summing to ${fenToYuan(Number(r.total))}`],
  );
  add(
    'bugPaidOnce',
    await q(sql`SELECT bug_id, count(*) AS n FROM ledger_transfers WHERE kind = 'bounty' GROUP BY bug_id HAVING count(*) > 1 ORDER BY bug_id LIMIT ${FINDINGS_MAX}`),
    (r) => [`report ${String(r.bug_id)}`, `${String(r.n)} bounty transfers`],
  );
  const [sizes] = await q(sql`SELECT (SELECT count(*) FROM ledger_accounts) AS accounts, (SELECT count(*) FROM ledger_transfers) AS transfers`);
  const totals = (await q(sql`SELECT kind, currency, sum(balance_fen) AS balance FROM ledger_accounts GROUP BY kind, currency ORDER BY kind, currency`)).map((r) => ({
    kind: String(r.kind),
    currency: r.currency as Currency,
    balanceFen: Number(r.balance),
  }));
  return { findings, accounts: Number(sizes?.accounts ?? 0), transfers: Number(sizes?.transfers ?? 0), totals };
}

function runView(row: typeof reconciliationRuns.$inferSelect): AdminReconciliationRun {
  return {
    id: row.publicId,
    ok: row.ok,
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    accounts: row.accounts,
    transfers: row.transfers,
    findings: row.findings,
    totals: row.totals.map((t) => ({ kind: t.kind, currency: t.currency, balance: fenToYuan(t.balanceFen) })),
  };
}

/** Checks the ledger and keeps the result; a mismatch alerts every finance staff member. Null when tonight's check was made already. */
async function reconcile(ctx: AppContext, options: { trigger: 'staff' | 'nightly'; startedBy: number | null; nightOf?: string }) {
  const startedAt = ctx.clock.now();
  const result = await checkLedger(ctx.db);
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(reconciliationRuns)
      .values({ trigger: options.trigger, nightOf: options.nightOf ?? null, ok: result.findings.length === 0, accounts: result.accounts, transfers: result.transfers, findings: result.findings, totals: result.totals, startedBy: options.startedBy, startedAt })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    if (!row.ok) {
      const first = result.findings[0]!;
      await recordEvent(tx, reconciliationMismatch, { subjectId: row.id, actorId: options.startedBy, payload: { runId: row.id, publicId: row.publicId, findings: result.findings.length, first: `${first.subject}: ${first.detail}` } });
    }
    return row;
  });
}

/** Every night (from 03:00 China time, once per night across processes): the whole ledger checked. Hourly, so downtime is caught up. */
export const nightlyReconciliationJob = defineJob({
  name: NIGHTLY_JOB,
  payload: z.object({}).strict(),
  async run({ ctx }) {
    const now = ctx.clock.now();
    const chinaHour = (now.getUTCHours() + 8) % 24;
    if (chinaHour < NIGHTLY_FROM_HOUR) return;
    const nightOf = chinaDateOf(now);
    const [done] = await ctx.db.select({ n: count() }).from(reconciliationRuns).where(sql`${reconciliationRuns.nightOf} = ${nightOf}`);
    if ((done?.n ?? 0) > 0) return;
    await reconcile(ctx, { trigger: 'nightly', startedBy: null, nightOf });
  },
});

/** POST /admin/money/reconciliation: finance staff check the ledger now (audited). */
export async function reconcileNow({ ctx, actor }: UseCaseOptions<undefined, StaffActor>): Promise<AdminReconciliationRun> {
  enforce(financeRefusal(asPolicyActor(actor)));
  const row = (await reconcile(ctx, { trigger: 'staff', startedBy: actor.staffId }))!;
  await recordAudit(ctx.db, { actor, action: 'reconciliation.run', targetType: 'reconciliation', targetId: row.publicId, before: null, after: { ok: row.ok, findings: row.findings.length }, at: ctx.clock.now() });
  return runView(row);
}

/** GET /admin/money/reconciliation: the checks made, newest first. */
export async function listReconciliations({ ctx, actor, input }: UseCaseOptions<{ page: number; size: number }, StaffActor>): Promise<Page<AdminReconciliationRun>> {
  enforce(financeRefusal(asPolicyActor(actor)));
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.id)).limit(input.size).offset((input.page - 1) * input.size),
    ctx.db.select({ n: count() }).from(reconciliationRuns),
  ]);
  return { total: total?.n ?? 0, data: rows.map(runView) };
}
