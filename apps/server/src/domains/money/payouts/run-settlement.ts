import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BUG_PAYABLE_STATES, type AdminSettlementBatch } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { defineJob } from '../../../platform/jobs/define-job';
import { enforce } from '../../../platform/policy/policy';
import type { UseCaseOptions } from '../../../platform/use-case';
import { recordAudit } from '../../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../../audit/staff-actor';
import { bugPayments, settlementBatches } from '../money.tables';
import { financeRefusal } from '../money-policy';
import { chinaMonthOf } from '../money-text';
import { batchSummary } from './settlement-views';
import { settleGroup } from './settle';

const MONTHLY_JOB = 'money.monthly-settlement';

/** The first instant of a China month (YYYY-MM) and the month before it. */
export function chinaMonthStart(month: string): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1) - 8 * 3600_000);
}
export function previousMonth(month: string): string {
  return chinaMonthOf(new Date(chinaMonthStart(month).getTime() - 1));
}

/**
 * Settles a batch (issue 10 §2): every hacker and currency owed (reports `paying`, failed or
 * unpaid with earnings), each in a transaction of its own (`settleGroup`), so a batch
 * interrupted by a restart is carried on where it stopped; then the batch is finished.
 */
async function settleBatch(ctx: AppContext, batchId: number, options: { creditedBefore?: Date; actorId: number | null; job?: string }): Promise<void> {
  const groups = await ctx.db
    .selectDistinct({ hackerId: bugPayments.reporterId, currency: bugPayments.currency })
    .from(bugPayments)
    .where(
      and(
        inArray(bugPayments.state, [...BUG_PAYABLE_STATES]),
        sql`${bugPayments.grossFen} > 0`,
        options.creditedBefore ? sql`${bugPayments.createdAt} < ${options.creditedBefore.toISOString()}::timestamptz` : undefined,
      ),
    );
  for (const group of groups) {
    try {
      await settleGroup(ctx, { batchId, ...group, ...options });
    } catch (err) {
      // One hacker's trouble (a balance that does not cover, a bug) must not stop everyone's pay: logged, left for the next run.
      ctx.log.error({ err, batchId, hackerId: group.hackerId }, 'settling a hacker failed');
    }
  }
  await ctx.db.update(settlementBatches).set({ finishedAt: ctx.clock.now() }).where(eq(settlementBatches.id, batchId));
}

/**
 * The month's batch, on the 1st (China time) or at the first run after it: it settles the
 * earnings credited during the month before (a report paid on the 1st waits for next month).
 * Hourly, so a server down on the 1st catches up; the batch is created once per month (unique)
 * and an unfinished one is carried on.
 */
export const monthlySettlementJob = defineJob({
  name: MONTHLY_JOB,
  payload: z.object({}).strict(),
  async run({ ctx }) {
    if (!ctx.payouts) return;
    const month = chinaMonthOf(ctx.clock.now());
    const period = previousMonth(month);
    await ctx.db
      .insert(settlementBatches)
      .values({ kind: 'monthly', period, createdAt: ctx.clock.now() })
      .onConflictDoNothing();
    const [batch] = await ctx.db
      .select({ id: settlementBatches.id })
      .from(settlementBatches)
      .where(and(eq(settlementBatches.kind, 'monthly'), eq(settlementBatches.period, period), isNull(settlementBatches.finishedAt)))
      .limit(1);
    if (batch) await settleBatch(ctx, batch.id, { creditedBefore: chinaMonthStart(month), actorId: null, job: MONTHLY_JOB });
  },
});

/** POST /admin/money/batches: finance staff settle everything owed now (audited). Production without a payout provider is refused. */
export async function runSettlementNow({ ctx, actor }: UseCaseOptions<undefined, StaffActor>): Promise<AdminSettlementBatch> {
  enforce(financeRefusal(asPolicyActor(actor)));
  if (!ctx.payouts) throw new AppError('payoutProviderUnavailable');
  const now = ctx.clock.now();
  const [batch] = await ctx.db.insert(settlementBatches).values({ kind: 'onDemand', period: chinaMonthOf(now), createdBy: actor.staffId, createdAt: now }).returning();
  await recordAudit(ctx.db, { actor, action: 'settlement.run', targetType: 'settlement', targetId: batch!.publicId, before: null, after: { kind: 'onDemand', period: batch!.period }, at: now });
  await settleBatch(ctx, batch!.id, { actorId: actor.staffId });
  return (await batchSummary(ctx.db, batch!.id))!;
}
