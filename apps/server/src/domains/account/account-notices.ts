import { subscribe } from '../../platform/events/define-event';
import { notifyUser } from '../notifications/notify-user';
import { bankCardChanged, passwordChanged } from './account.events';

/**
 * The owner hears of a bank card or password change at once, on the phone or mailbox of the
 * account whatever the switches say (account notices): if it was not them, they know to act.
 */
export const accountNotices = [
  subscribe({
    name: 'notify.account-bank-card-changed',
    event: bankCardChanged,
    async handle({ ctx, event }) {
      await notifyUser(ctx, { userId: event.payload.userId, eventId: event.id, template: 'account.bankCardChanged', params: { card: event.payload.card }, url: '/userCenter/myAccount' });
    },
  }),
  subscribe({
    name: 'notify.account-password-changed',
    event: passwordChanged,
    async handle({ ctx, event }) {
      await notifyUser(ctx, { userId: event.payload.userId, eventId: event.id, template: 'account.passwordChanged', params: {}, url: '/register/resetPwd' });
    },
  }),
];
