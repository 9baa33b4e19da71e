import { certificationKindLabels, type CertificationKind } from '@wardline/contract';
import { subscribe } from '../../platform/events/define-event';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { certificationDecided, certificationRevoked } from '../certification/certification.events';
import { accountDisabled, accountEnabled } from '../admin/users/account.events';
import { announcementPublished } from '../content/announcement.events';
import { broadcastNotificationJob } from './broadcast-notification';
import { notifyUser } from './notify-user';

/** Where a certification notice leads: the form of that kind, which shows its review state. */
const CERTIFICATION_PAGE: Record<CertificationKind, string> = {
  hacker: '/register/hackerLegalize?fromUserCenter=true',
  company: '/register/companyLegalize?fromUserCenter=true',
  supplier: '/register/supplierLegalize?fromUserCenter=true',
};

/** The notices the platform sends, each made from the event of the change it tells of. */
export const notificationSubscribers = [
  subscribe({
    name: 'notify.certification-decided',
    event: certificationDecided,
    async handle({ ctx, event }) {
      const { userId, kind, state, reason, update } = event.payload;
      const label = certificationKindLabels[kind];
      // An update's decision says so: a refused update leaves the certification in force.
      const template = update
        ? state === 'approved' ? 'certification.updateApproved' : 'certification.updateRejected'
        : state === 'approved' ? 'certification.approved' : 'certification.rejected';
      await notifyUser(ctx, {
        userId,
        eventId: event.id,
        template,
        params: state === 'approved' ? { kind: label } : { kind: label, reason: reason ?? '' },
        url: CERTIFICATION_PAGE[kind],
      });
    },
  }),
  subscribe({
    name: 'notify.certification-revoked',
    event: certificationRevoked,
    async handle({ ctx, event }) {
      const { userId, kind, reason } = event.payload;
      await notifyUser(ctx, { userId, eventId: event.id, template: 'certification.revoked', params: { kind: certificationKindLabels[kind], reason }, url: CERTIFICATION_PAGE[kind] });
    },
  }),
  subscribe({
    name: 'notify.account-disabled',
    event: accountDisabled,
    async handle({ ctx, event }) {
      await ctx.live.sessionsEnded([event.payload.userId]);
      await notifyUser(ctx, { userId: event.payload.userId, eventId: event.id, template: 'account.disabled', params: { reason: event.payload.reason } });
    },
  }),
  subscribe({
    name: 'notify.account-enabled',
    event: accountEnabled,
    async handle({ ctx, event }) {
      await notifyUser(ctx, { userId: event.payload.userId, eventId: event.id, template: 'account.enabled', params: {} });
    },
  }),
  subscribe({
    name: 'notify.announcement-published',
    event: announcementPublished,
    async handle({ ctx, event }) {
      const { announcementId, title } = event.payload;
      await enqueueJob(
        ctx,
        broadcastNotificationJob,
        { eventId: event.id, template: 'announcement.published', params: { title }, url: `/announcement/detail/${announcementId}`, afterUserId: 0 },
        { key: `broadcast:${event.id}:0` },
      );
    },
  }),
];
