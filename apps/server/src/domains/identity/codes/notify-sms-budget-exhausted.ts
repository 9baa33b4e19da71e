import { and, eq, ne } from 'drizzle-orm';
import { subscribe } from '../../../platform/events/define-event';
import { smsBudgetExhausted } from '../../../verification/sms-budget';
import { staffPermissions } from '../../admin/admin.tables';
import { notifyUser } from '../../notifications/notify-user';
import { users } from '../identity.tables';

/**
 * Tells every active staff member holding user administration that the hourly SMS budget
 * is spent (issue 12 item 9): in their message centre and, as an account notice, by their
 * phone or mail. The event is recorded once per hour, and each person once per event.
 */
export const notifySmsBudgetExhausted = subscribe({
  name: 'notify.sms-budget-exhausted',
  event: smsBudgetExhausted,
  async handle({ ctx, event }) {
    const staff = await ctx.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(staffPermissions, and(eq(staffPermissions.userId, users.id), eq(staffPermissions.permission, 'userAdministration')))
      .where(and(eq(users.role, 'staff'), ne(users.status, 'foriben')));
    for (const { id } of staff) {
      await notifyUser(ctx, { userId: id, eventId: event.id, template: 'sms.budgetExhausted', params: { budget: String(event.payload.budget) } });
    }
  },
});
