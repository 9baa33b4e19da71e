import { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { HOUR } from '../platform/clock';
import { defineEvent } from '../platform/events/define-event';
import { recordEvent } from '../platform/events/event-bus';
import { inTransaction } from '../platform/use-case';

/** The platform spent its SMS budget of one clock hour; staff holding user administration are told (once that hour). */
export const smsBudgetExhausted = defineEvent({
  type: 'sms.budgetExhausted',
  subjectType: 'platform',
  payload: z.object({ budget: z.number().int(), hourStartedAt: z.string() }),
});

/**
 * Takes one text message from the platform's budget of the current clock hour
 * (SMS_HOURLY_BUDGET), counted in the shared limiter so every process spends the same
 * budget. Past it, the send is refused with `smsBudgetExhausted`, and the first refusal of
 * the hour logs an error and records `sms.budgetExhausted` for staff (issue 12 item 9): a
 * script pumping texts to numbers it does not own costs at most one hour's budget.
 */
export async function spendSmsBudget(ctx: AppContext): Promise<void> {
  const hour = Math.floor(ctx.clock.now().getTime() / HOUR);
  const windowSeconds = 3600;
  const spent = await ctx.limiter.hit(`sms-budget:${hour}`, ctx.config.SMS_HOURLY_BUDGET, windowSeconds);
  if (spent.allowed) return;
  if ((await ctx.limiter.hit(`sms-budget-alert:${hour}`, 1, windowSeconds)).allowed) {
    const hourStartedAt = new Date(hour * HOUR).toISOString();
    ctx.log.error({ smsHourlyBudget: ctx.config.SMS_HOURLY_BUDGET, hourStartedAt }, 'SMS hourly budget spent: text messages are refused until the next hour');
    await inTransaction(ctx, (tx) =>
      recordEvent(tx, smsBudgetExhausted, { subjectId: `sms-budget:${hour}`, actorId: null, payload: { budget: ctx.config.SMS_HOURLY_BUDGET, hourStartedAt } }),
    );
  }
  throw new AppError('smsBudgetExhausted');
}
