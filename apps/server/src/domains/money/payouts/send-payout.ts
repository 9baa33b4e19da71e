import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordEvent } from '../../../platform/events/event-bus';
import { defineJob } from '../../../platform/jobs/define-job';
import { inTransaction } from '../../../platform/use-case';
import { bugPayments, payouts } from '../money.tables';
import { payoutChanged } from '../money.events';
import { failPayout } from './decide-payout';
import { payeeCardNumber } from './payee';

const SEND_ATTEMPTS = 6;

/**
 * Hands one payout to the provider (`ctx.payouts`), outside any transaction, then records it
 * `sent` and tells the hacker (gross, tax, net). A provider that does not answer is tried again
 * with the runner's backoff under the same reference (the provider keys on it); after the last
 * attempt, or when the certified card changed meanwhile, the payout fails and its money goes back.
 */
export const sendPayoutJob = defineJob({
  name: 'money.send-payout',
  payload: z.object({ payoutId: z.number().int() }),
  maxAttempts: SEND_ATTEMPTS,
  async run({ ctx, payload, job }) {
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.id, payload.payoutId)).limit(1);
    if (!payout || payout.state !== 'queued') return;
    const cardNumber = payout.certificationId === null ? null : await payeeCardNumber(ctx, payout.hackerId, payout.certificationId);
    if (!cardNumber) {
      await failPayout(ctx, { payoutId: payout.id, reason: '银行卡已变更，请重新发放 / The certified bank card changed: send it again', actorId: null, job: job.name });
      return;
    }
    if (!ctx.payouts) throw new Error('no payout provider is configured (PAYOUT_WEBHOOK_URL)');
    let providerRef: string;
    try {
      ({ providerRef } = await ctx.payouts.send({
        reference: payout.publicId,
        currency: payout.currency,
        amountFen: payout.netFen,
        payee: { name: payout.payeeName, cardNumber, bankName: payout.bankName, openbank: '' },
        memo: `Wardline bounty ${payout.publicId.slice(0, 8)}`,
      }));
    } catch (err) {
      if (job.attempt < SEND_ATTEMPTS) throw err;
      await failPayout(ctx, { payoutId: payout.id, reason: `发放渠道无响应 / The payout provider did not accept it: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500), actorId: null, job: job.name });
      return;
    }
    await inTransaction(ctx, async (tx) => {
      const now = tx.clock.now();
      const [sent] = await tx.db
        .update(payouts)
        .set({ state: 'sent', providerRef, sentAt: now, attempts: job.attempt })
        .where(and(eq(payouts.id, payout.id), eq(payouts.state, 'queued')))
        .returning();
      if (!sent) return;
      const [carried] = await tx.db.select({ n: count() }).from(bugPayments).where(eq(bugPayments.payoutId, payout.id));
      await recordEvent(tx, payoutChanged, {
        subjectId: payout.id,
        actorId: null,
        payload: {
          payoutId: payout.id,
          hackerId: payout.hackerId,
          state: payout.advance ? 'advanced' : 'sent',
          currency: payout.currency,
          grossFen: payout.grossFen,
          taxFen: payout.taxFen,
          netFen: payout.netFen,
          reports: carried?.n ?? 0,
          reason: null,
        },
      });
    });
  },
});
