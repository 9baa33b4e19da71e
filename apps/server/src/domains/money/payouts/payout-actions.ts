import { and, eq, sql } from 'drizzle-orm';
import { BUG_PAYABLE_STATES, fenToYuan, type AdminPayout, type AdminPayoutResultBody, type BugStatus } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { enqueueJob } from '../../../platform/jobs/enqueue-job';
import { enforce } from '../../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../../platform/use-case';
import { recordAudit } from '../../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../../audit/staff-actor';
import { lockBugWhere } from '../../bugs/bug-moves-load';
import { moveBug } from '../../bugs/move-bug';
import { bugs } from '../../bugs/bugs.tables';
import { transfer } from '../ledger/transfer';
import { bugPayments, payouts, settlementBatches } from '../money.tables';
import { financeRefusal } from '../money-policy';
import { chinaMonthOf } from '../money-text';
import { failPayout, succeedPayout } from './decide-payout';
import { payeeOf } from './payee';
import { sendPayoutJob } from './send-payout';
import { settleGroup, taxForPayout } from './settle';
import { payoutByPublicId, payoutViews } from './settlement-views';

async function viewOf(ctx: AppContext, payoutId: number): Promise<AdminPayout> {
  const [row] = await ctx.db.select().from(payouts).where(eq(payouts.id, payoutId));
  return (await payoutViews(ctx.db, [row!]))[0]!;
}

/**
 * POST /admin/money/payouts/{id}/result: staff record what the bank did with a payout of the
 * development provider (a bank's provider reports its own results: refused). Audited.
 */
export async function markPayoutResult({ ctx, actor, input }: UseCaseOptions<{ id: string; body: AdminPayoutResultBody }, StaffActor>): Promise<AdminPayout> {
  enforce(financeRefusal(asPolicyActor(actor)));
  const row = await payoutByPublicId(ctx.db, input.id);
  if (row.provider !== 'development' || !ctx.payouts?.manualResults) throw new AppError('payoutManualResultRefused');
  const reason = input.body.result === 'failed' ? input.body.reason : null;
  await inTransaction(ctx, async (tx) => {
    if (reason === null) await succeedPayout(tx, { payoutId: row.id, actorId: actor.staffId });
    else await failPayout(tx, { payoutId: row.id, actorId: actor.staffId, reason });
    await recordAudit(tx.db, { actor, action: 'payout.result', targetType: 'payout', targetId: row.publicId, before: { state: row.state }, after: { state: reason === null ? 'paid' : 'failed', reason }, at: tx.clock.now() });
  });
  return viewOf(ctx, row.id);
}

/** POST /admin/money/payouts/{id}/retry: a failed payout's reports are sent again, as a new payout of the same batch (with the month's tax again). */
export async function retryPayout({ ctx, actor, input }: UseCaseOptions<{ id: string }, StaffActor>): Promise<AdminPayout> {
  enforce(financeRefusal(asPolicyActor(actor)));
  if (!ctx.payouts) throw new AppError('payoutProviderUnavailable');
  const row = await payoutByPublicId(ctx.db, input.id);
  if (row.state !== 'failed' || row.advance) throw new AppError('payoutNotRetryable');
  const owed = await ctx.db.select({ bugId: bugPayments.bugId }).from(bugPayments).where(and(eq(bugPayments.payoutId, row.id), eq(bugPayments.state, 'paymentFailed')));
  if (owed.length === 0) throw new AppError('payoutNotRetryable');
  const outcome = await inTransaction(ctx, async (tx) => {
    const settled = await settleGroup(tx, { batchId: row.batchId, hackerId: row.hackerId, currency: row.currency, bugIds: owed.map((o) => o.bugId), retryOf: row.id, actorId: actor.staffId });
    if (settled.state !== 'sent') return settled;
    await recordAudit(tx.db, { actor, action: 'payout.retry', targetType: 'payout', targetId: row.publicId, before: { state: 'failed' }, after: { retry: settled.payout.publicId }, at: tx.clock.now() });
    return settled;
  });
  if (outcome.state === 'unpaid') throw new AppError('payeeWithoutBankCard');
  if (outcome.state !== 'sent') throw new AppError('payoutNotRetryable');
  return viewOf(ctx, outcome.payout.id);
}

/**
 * POST /admin/money/payable/{id}/advance: staff pay one report now, ahead of the batch, from the
 * platform's own funds (issue 10 §2 `advancePayment`): `advance:<payoutId>` moves the gross out
 * of the platform's advance account (tax withheld, net to the clearing account) in a batch of
 * its own; the report's gross stays in the hacker's earnings until the bank pays, when it is
 * recovered for the platform. A hacker without a certified card cannot be paid.
 */
export async function payInAdvance({ ctx, actor, input }: UseCaseOptions<{ id: string }, StaffActor>): Promise<AdminPayout> {
  enforce(financeRefusal(asPolicyActor(actor)));
  if (!ctx.payouts) throw new AppError('payoutProviderUnavailable');
  const payoutId = await inTransaction(ctx, async (tx) => {
    const [found] = await tx.db.select({ id: bugs.id }).from(bugs).where(eq(bugs.publicId, input.id)).limit(1);
    if (!found) throw new AppError('bugNotFound');
    const [payment] = await tx.db.select().from(bugPayments).where(eq(bugPayments.bugId, found.id)).for('update');
    if (!payment || !(BUG_PAYABLE_STATES as readonly BugStatus[]).includes(payment.state) || payment.grossFen === 0) throw new AppError('bugNotPayable');
    const bug = await lockBugWhere(tx, eq(bugs.id, found.id));
    if (!bug || bug.state !== payment.state) throw new AppError('bugNotPayable');
    const payee = await payeeOf(tx, payment.reporterId);
    if (!payee) throw new AppError('payeeWithoutBankCard');
    const now = tx.clock.now();
    const taxMonth = chinaMonthOf(now);
    const taxFen = await taxForPayout(tx, payment.reporterId, payment.currency, taxMonth, payment.grossFen);
    const [batch] = await tx.db.insert(settlementBatches).values({ kind: 'advance', period: taxMonth, createdBy: actor.staffId, createdAt: now, finishedAt: now }).returning();
    const [payout] = await tx.db
      .insert(payouts)
      .values({
        batchId: batch!.id,
        hackerId: payment.reporterId,
        currency: payment.currency,
        grossFen: payment.grossFen,
        taxFen,
        netFen: payment.grossFen - taxFen,
        taxMonth,
        advance: true,
        provider: tx.payouts?.name ?? 'none',
        payeeName: payee.name,
        cardMasked: payee.cardMasked,
        bankName: payee.bankName,
        certificationId: payee.certificationId,
        createdAt: now,
      })
      .returning();
    await transfer(tx, {
      key: `advance:${payout!.id}`,
      kind: 'advance',
      currency: payment.currency,
      memo: bug.holeNumber,
      refs: { payoutId: payout!.id, bugId: bug.id, projectId: bug.projectId },
      createdBy: actor.staffId,
      entries: [
        { account: { kind: 'platformAdvance' }, amountFen: -payment.grossFen },
        { account: { kind: 'taxWithheld' }, amountFen: taxFen },
        { account: { kind: 'payoutClearing' }, amountFen: payment.grossFen - taxFen },
      ],
    });
    await tx.db
      .update(bugPayments)
      .set({ state: 'advancePayment', advanced: true, payoutId: payout!.id, taxFen, netFen: payment.grossFen - taxFen, attempts: sql`${bugPayments.attempts} + 1`, lastError: null, updatedAt: now })
      .where(eq(bugPayments.bugId, payment.bugId));
    await moveBug(tx, { bug, action: 'payInAdvance', actorId: actor.staffId });
    await enqueueJob(tx, sendPayoutJob, { payoutId: payout!.id }, { key: `payout-send:${payout!.id}` });
    await recordAudit(tx.db, { actor, action: 'payout.advance', targetType: 'payout', targetId: payout!.publicId, before: null, after: { bug: bug.publicId, gross: fenToYuan(payment.grossFen), tax: fenToYuan(taxFen) }, at: now });
    return payout!.id;
  });
  return viewOf(ctx, payoutId);
}

/**
 * POST /payouts/callback: the payout provider reports a result. The request was checked for our
 * signature by the route; the payout is named by the reference we sent. A result for a payout
 * decided already (the provider retrying its callback) answers the state it has: nothing moves twice.
 */
export async function receivePayoutResult(ctx: AppContext, body: { reference: string; state: 'paid' | 'failed'; providerRef?: string; reason?: string }) {
  const row = await payoutByPublicId(ctx.db, body.reference);
  if (row.state === 'paid' || row.state === 'failed') return { reference: row.publicId, state: row.state };
  const decision = { payoutId: row.id, actorId: null, job: 'money.payout-callback', providerRef: body.providerRef ?? null };
  try {
    const decided = body.state === 'paid' ? await succeedPayout(ctx, decision) : await failPayout(ctx, { ...decision, reason: body.reason?.trim() || '银行退回 / Returned by the bank' });
    return { reference: decided.publicId, state: decided.state };
  } catch (err) {
    if (!(err instanceof AppError && err.key === 'payoutDecided')) throw err;
    const again = await payoutByPublicId(ctx.db, body.reference);
    return { reference: again.publicId, state: again.state };
  }
}
