import { and, eq, ne } from 'drizzle-orm';
import { subscribe } from '../../platform/events/define-event';
import { staffPermissions } from '../admin/admin.tables';
import { users } from '../identity/identity.tables';
import { notifyUser } from '../notifications/notify-user';
import { bountyCredited, depositRecorded, payoutChanged, projectFunding, reconciliationMismatch } from './money.events';
import { moneyParam } from './money-text';

/** Where money notices lead: the statement page. */
export const STATEMENT_PATH = '/userCenter/statement';

/**
 * Who hears of money (issue 10 §2, in their language): the company of its deposits and of a
 * project funded or waiting for funds; the hacker of each bounty credited and each payout
 * (sent with gross, tax and net; paid; failed with the reason; no card; paid in advance);
 * finance staff of a reconciliation that does not balance.
 */
export const moneyNotices = [
  subscribe({
    name: 'notify.money-deposit',
    event: depositRecorded,
    async handle({ ctx, event }) {
      const p = event.payload;
      await notifyUser(ctx, {
        userId: p.companyId,
        eventId: event.id,
        template: 'money.depositRecorded',
        params: { amount: moneyParam(p.amountFen, p.currency), balance: moneyParam(p.balanceFen, p.currency) },
        url: STATEMENT_PATH,
      });
    },
  }),
  subscribe({
    name: 'notify.money-project-funding',
    event: projectFunding,
    async handle({ ctx, event }) {
      const p = event.payload;
      await notifyUser(ctx, {
        userId: p.companyId,
        eventId: event.id,
        template: p.state === 'funded' ? 'money.projectFunded' : 'money.projectWaitingForFunds',
        params: { name: p.name, total: moneyParam(p.totalFen, p.currency), short: moneyParam(p.shortFen, p.currency) },
        url: `/projectPage/detail/${p.publicId}`,
      });
    },
  }),
  subscribe({
    name: 'notify.money-bounty',
    event: bountyCredited,
    async handle({ ctx, event }) {
      const p = event.payload;
      await notifyUser(ctx, {
        userId: p.reporterId,
        eventId: event.id,
        template: p.grossFen > 0 ? 'money.bountyCredited' : 'money.bountyNone',
        params: { title: p.title, number: p.holeNumber, amount: moneyParam(p.grossFen, p.currency) },
        url: STATEMENT_PATH,
      });
    },
  }),
  subscribe({
    name: 'notify.money-payout',
    event: payoutChanged,
    async handle({ ctx, event }) {
      const p = event.payload;
      const template = ({ sent: 'money.payoutSent', paid: 'money.payoutPaid', failed: 'money.payoutFailed', unpaid: 'money.payoutUnpaid', advanced: 'money.payoutAdvanced' } as const)[p.state];
      await notifyUser(ctx, {
        userId: p.hackerId,
        eventId: event.id,
        template,
        params: { gross: moneyParam(p.grossFen, p.currency), tax: moneyParam(p.taxFen, p.currency), net: moneyParam(p.netFen, p.currency), reason: p.reason ?? '' },
        url: STATEMENT_PATH,
      });
    },
  }),
  subscribe({
    name: 'notify.money-reconciliation',
    event: reconciliationMismatch,
    async handle({ ctx, event }) {
      const staff = await ctx.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(staffPermissions, and(eq(staffPermissions.userId, users.id), eq(staffPermissions.permission, 'finance')))
        .where(and(eq(users.role, 'staff'), ne(users.status, 'foriben')));
      for (const { id } of staff) {
        await notifyUser(ctx, {
          userId: id,
          eventId: event.id,
          template: 'money.reconciliationMismatch',
          params: { count: String(event.payload.findings), first: event.payload.first },
          url: '/admin/money/reconciliation',
        });
      }
    },
  }),
];
