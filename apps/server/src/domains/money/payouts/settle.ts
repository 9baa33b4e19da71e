import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { BUG_PAYABLE_STATES, splitProportionally, withholdingTaxFen, type Currency } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { recordEvent } from '../../../platform/events/event-bus';
import { enqueueJob } from '../../../platform/jobs/enqueue-job';
import { inTransaction } from '../../../platform/use-case';
import { lockBugWhere } from '../../bugs/bug-moves-load';
import { moveBug } from '../../bugs/move-bug';
import { bugs } from '../../bugs/bugs.tables';
import { transfer } from '../ledger/transfer';
import { bugPayments, payouts, type PayoutRow } from '../money.tables';
import { payoutChanged } from '../money.events';
import { chinaMonthOf } from '../money-text';
import { payeeOf } from './payee';
import { sendPayoutJob } from './send-payout';

/** Why a report waits `unpaid` (kept in its history and payment row). */
export const NO_BANK_CARD = '尚无已认证的银行卡 / No certified bank card';

/**
 * Tax to withhold from `grossFen` paid to a hacker now: the month's withholding on everything
 * the platform pays them this China month (payouts not failed), less what was already withheld.
 */
export async function taxForPayout(tx: AppContext, hackerId: number, currency: Currency, taxMonth: string, grossFen: number): Promise<number> {
  const [month] = await tx.db
    .select({ gross: sql<string>`coalesce(sum(${payouts.grossFen}), 0)`, tax: sql<string>`coalesce(sum(${payouts.taxFen}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.hackerId, hackerId), eq(payouts.currency, currency), eq(payouts.taxMonth, taxMonth), ne(payouts.state, 'failed')));
  const before = Number(month!.gross);
  return Math.max(0, withholdingTaxFen(before + grossFen, currency) - Number(month!.tax));
}

export type SettleGroup = {
  batchId: number;
  hackerId: number;
  currency: Currency;
  /** Only earnings credited before this moment (a monthly batch settles its month). */
  creditedBefore?: Date;
  /** Only these reports (a retry of a failed payout). */
  bugIds?: number[];
  retryOf?: number | null;
  actorId: number | null;
  job?: string;
};

export type SettleOutcome = { state: 'sent'; payout: PayoutRow } | { state: 'unpaid'; reports: number } | { state: 'nothing' };

/**
 * Settles what one hacker is owed in one currency (issue 10 §2), in one transaction: the
 * payable reports are locked (a second batch at once finds them gone), the certified card
 * looked up — none: the reports wait `unpaid`, their money stays in the earnings — else the
 * month's tax is withheld, `settle:<payoutId>` moves the gross out of the earnings (tax to the
 * platform's liability, net to the clearing account), the tax is shared over the reports in
 * proportion, each report goes `inPayment`, and the send job is queued.
 */
export async function settleGroup(ctx: AppContext, group: SettleGroup): Promise<SettleOutcome> {
  return inTransaction(ctx, async (tx) => {
    const owed = await tx.db
      .select()
      .from(bugPayments)
      .where(
        and(
          eq(bugPayments.reporterId, group.hackerId),
          eq(bugPayments.currency, group.currency),
          inArray(bugPayments.state, [...BUG_PAYABLE_STATES]),
          sql`${bugPayments.grossFen} > 0`,
          group.creditedBefore ? sql`${bugPayments.createdAt} < ${group.creditedBefore.toISOString()}::timestamptz` : undefined,
          group.bugIds ? inArray(bugPayments.bugId, group.bugIds) : undefined,
        ),
      )
      .orderBy(bugPayments.bugId)
      .for('update');
    if (owed.length === 0) return { state: 'nothing' };
    const now = tx.clock.now();
    const reports = [];
    for (const payment of owed) {
      const bug = await lockBugWhere(tx, eq(bugs.id, payment.bugId));
      if (bug && bug.state === payment.state) reports.push({ payment, bug });
    }
    if (reports.length === 0) return { state: 'nothing' };
    const grossFen = reports.reduce((sum, r) => sum + r.payment.grossFen, 0);

    const payee = await payeeOf(tx, group.hackerId);
    if (!payee) {
      let moved = 0;
      for (const { payment, bug } of reports) {
        if (payment.state === 'unpaid') continue;
        await moveBug(tx, { bug, action: 'markUnpaid', actorId: group.actorId, job: group.job, reason: NO_BANK_CARD });
        await tx.db.update(bugPayments).set({ state: 'unpaid', lastError: NO_BANK_CARD, updatedAt: now }).where(eq(bugPayments.bugId, payment.bugId));
        moved += 1;
      }
      if (moved > 0) {
        await recordEvent(tx, payoutChanged, {
          subjectId: `${group.batchId}:${group.hackerId}:${group.currency}`,
          actorId: group.actorId,
          payload: { payoutId: null, hackerId: group.hackerId, state: 'unpaid', currency: group.currency, grossFen, taxFen: 0, netFen: 0, reports: reports.length, reason: NO_BANK_CARD },
        });
      }
      return { state: 'unpaid', reports: reports.length };
    }

    const taxMonth = chinaMonthOf(now);
    const taxFen = await taxForPayout(tx, group.hackerId, group.currency, taxMonth, grossFen);
    const [payout] = await tx.db
      .insert(payouts)
      .values({
        batchId: group.batchId,
        hackerId: group.hackerId,
        currency: group.currency,
        grossFen,
        taxFen,
        netFen: grossFen - taxFen,
        taxMonth,
        provider: tx.payouts?.name ?? 'none',
        payeeName: payee.name,
        cardMasked: payee.cardMasked,
        bankName: payee.bankName,
        certificationId: payee.certificationId,
        retryOf: group.retryOf ?? null,
        createdAt: now,
      })
      .returning();
    await transfer(tx, {
      key: `settle:${payout!.id}`,
      kind: 'settlement',
      currency: group.currency,
      memo: `${reports.length}`,
      refs: { payoutId: payout!.id },
      createdBy: group.actorId,
      entries: [
        { account: { kind: 'hackerEarnings', ownerId: group.hackerId }, amountFen: -grossFen },
        { account: { kind: 'taxWithheld' }, amountFen: taxFen },
        { account: { kind: 'payoutClearing' }, amountFen: grossFen - taxFen },
      ],
    });
    const taxes = splitProportionally(
      taxFen,
      reports.map((r) => r.payment.grossFen),
    );
    for (const [i, { payment, bug }] of reports.entries()) {
      await tx.db
        .update(bugPayments)
        .set({ state: 'inPayment', payoutId: payout!.id, taxFen: taxes[i]!, netFen: payment.grossFen - taxes[i]!, attempts: sql`${bugPayments.attempts} + 1`, lastError: null, updatedAt: now })
        .where(eq(bugPayments.bugId, payment.bugId));
      await moveBug(tx, { bug, action: 'settle', actorId: group.actorId, job: group.job });
    }
    await enqueueJob(tx, sendPayoutJob, { payoutId: payout!.id }, { key: `payout-send:${payout!.id}` });
    return { state: 'sent', payout: payout! };
  });
}
