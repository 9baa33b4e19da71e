import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { recordEvent } from '../../../platform/events/event-bus';
import { inTransaction } from '../../../platform/use-case';
import { lockBugWhere } from '../../bugs/bug-moves-load';
import { moveBug } from '../../bugs/move-bug';
import { bugs } from '../../bugs/bugs.tables';
import { transfer } from '../ledger/transfer';
import { bugPayments, payouts, type PayoutRow } from '../money.tables';
import { payoutChanged } from '../money.events';

export type PayoutDecision = { payoutId: number; actorId: number | null; job?: string; providerRef?: string | null };

/** Locks a payout still waiting for its result; one decided already is `payoutDecided` (409). */
async function lockUndecided(tx: AppContext, payoutId: number): Promise<PayoutRow> {
  const [row] = await tx.db.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  if (!row) throw new AppError('notFound');
  if (row.state !== 'queued' && row.state !== 'sent') throw new AppError('payoutDecided');
  return row;
}

/** The reports a payout carries, each with its report locked (payment rows first, then reports: the order every money move takes). */
async function carriedReports(tx: AppContext, payoutId: number) {
  const payments = await tx.db
    .select()
    .from(bugPayments)
    .where(and(eq(bugPayments.payoutId, payoutId), inArray(bugPayments.state, ['inPayment', 'advancePayment'])))
    .orderBy(bugPayments.bugId)
    .for('update');
  const out = [];
  for (const payment of payments) {
    const bug = await lockBugWhere(tx, eq(bugs.id, payment.bugId));
    if (bug) out.push({ payment, bug });
  }
  return out;
}

function changed(row: PayoutRow, state: 'paid' | 'failed', reports: number, reason: string | null) {
  return { payoutId: row.id, hackerId: row.hackerId, state, currency: row.currency, grossFen: row.grossFen, taxFen: row.taxFen, netFen: row.netFen, reports, reason };
}

/**
 * The bank paid (issue 10 §2): the net leaves the clearing account for the outside world
 * (`payout-paid:<id>`), each report goes `paid` and then `end` (points issued from there), and
 * the hacker is told. An advance's gross is recovered from the hacker's earnings for the
 * platform at once (`advance-recover:<bugId>`), so the platform is out of pocket only while the
 * bank works.
 */
export async function succeedPayout(ctx: AppContext, decision: PayoutDecision): Promise<PayoutRow> {
  return inTransaction(ctx, async (tx) => {
    const row = await lockUndecided(tx, decision.payoutId);
    const now = tx.clock.now();
    await transfer(tx, {
      key: `payout-paid:${row.id}`,
      kind: 'payoutPaid',
      currency: row.currency,
      refs: { payoutId: row.id },
      createdBy: decision.actorId,
      entries: [
        { account: { kind: 'payoutClearing' }, amountFen: -row.netFen },
        { account: { kind: 'external' }, amountFen: row.netFen },
      ],
    });
    const reports = await carriedReports(tx, row.id);
    for (const { payment, bug } of reports) {
      if (row.advance) {
        await transfer(tx, {
          key: `advance-recover:${payment.bugId}`,
          kind: 'advanceRecovered',
          currency: row.currency,
          refs: { payoutId: row.id, bugId: payment.bugId, projectId: payment.projectId },
          entries: [
            { account: { kind: 'hackerEarnings', ownerId: row.hackerId }, amountFen: -payment.grossFen },
            { account: { kind: 'platformAdvance' }, amountFen: payment.grossFen },
          ],
        });
      }
      await tx.db.update(bugPayments).set({ state: 'paid', lastError: null, updatedAt: now, ...(row.advance ? { advanceRecoveredAt: now } : {}) }).where(eq(bugPayments.bugId, payment.bugId));
      await moveBug(tx, { bug, action: 'payoutSucceeded', actorId: decision.actorId, job: decision.job });
      await moveBug(tx, { bug: { ...bug, state: 'paid' }, action: 'closePaid', actorId: decision.actorId, job: decision.job });
    }
    const [paid] = await tx.db
      .update(payouts)
      .set({ state: 'paid', decidedAt: now, ...(decision.providerRef ? { providerRef: decision.providerRef } : {}) })
      .where(eq(payouts.id, row.id))
      .returning();
    await recordEvent(tx, payoutChanged, { subjectId: row.id, actorId: decision.actorId, payload: changed(row, 'paid', reports.length, null) });
    return paid!;
  });
}

/**
 * The bank refused, or the payout could not be sent: the money goes back — the net from the
 * clearing account and the tax from the withheld account, to the hacker's earnings (or, for an
 * advance, to the platform's advance account) with `payout-failed:<id>` — the reports go
 * `paymentFailed` with the reason, and the hacker is told. Staff retry it, or the next batch takes it.
 */
export async function failPayout(ctx: AppContext, decision: PayoutDecision & { reason: string }): Promise<PayoutRow> {
  return inTransaction(ctx, async (tx) => {
    const row = await lockUndecided(tx, decision.payoutId);
    const now = tx.clock.now();
    const back = row.advance ? { kind: 'platformAdvance' as const } : { kind: 'hackerEarnings' as const, ownerId: row.hackerId };
    await transfer(tx, {
      key: `payout-failed:${row.id}`,
      kind: row.advance ? 'advanceReturned' : 'payoutReturned',
      currency: row.currency,
      memo: decision.reason.slice(0, 200),
      refs: { payoutId: row.id },
      createdBy: decision.actorId,
      entries: [
        { account: { kind: 'payoutClearing' }, amountFen: -row.netFen },
        { account: { kind: 'taxWithheld' }, amountFen: -row.taxFen },
        { account: back, amountFen: row.grossFen },
      ],
    });
    const reports = await carriedReports(tx, row.id);
    for (const { payment, bug } of reports) {
      await tx.db
        .update(bugPayments)
        .set({ state: 'paymentFailed', taxFen: 0, netFen: 0, advanced: false, lastError: decision.reason, updatedAt: now })
        .where(eq(bugPayments.bugId, payment.bugId));
      await moveBug(tx, { bug, action: 'payoutFailed', actorId: decision.actorId, job: decision.job, reason: decision.reason });
    }
    const [failed] = await tx.db
      .update(payouts)
      .set({ state: 'failed', decidedAt: now, lastError: decision.reason, ...(decision.providerRef ? { providerRef: decision.providerRef } : {}) })
      .where(eq(payouts.id, row.id))
      .returning();
    await recordEvent(tx, payoutChanged, { subjectId: row.id, actorId: decision.actorId, payload: changed(row, 'failed', reports.length, decision.reason) });
    return failed!;
  });
}
