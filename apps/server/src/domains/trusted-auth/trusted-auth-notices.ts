import { subscribe } from '../../platform/events/define-event';
import { notifyUser } from '../notifications/notify-user';
import { payAuthCompleted, trustedAuthDecided } from './trusted-auth.events';

/** The hacker hears of staff's decision (with the reason of a refusal) and of a completed payment authentication, in their language. */
export const trustedAuthNotices = [
  subscribe({
    name: 'notify.trusted-auth-decided',
    event: trustedAuthDecided,
    async handle({ ctx, event }) {
      const { userId, state, reason } = event.payload;
      await notifyUser(ctx, {
        userId,
        eventId: event.id,
        template: state === 'approved' ? 'trustedAuth.approved' : 'trustedAuth.rejected',
        params: state === 'approved' ? {} : { reason: reason ?? '' },
        url: '/register/trustedAuthentication',
      });
    },
  }),
  subscribe({
    name: 'notify.pay-auth-completed',
    event: payAuthCompleted,
    async handle({ ctx, event }) {
      await notifyUser(ctx, { userId: event.payload.userId, eventId: event.id, template: 'payAuth.completed', params: {}, url: '/userCenter/myAccount' });
    },
  }),
];
