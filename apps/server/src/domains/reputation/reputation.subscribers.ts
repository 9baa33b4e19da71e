import { subscribe } from '../../platform/events/define-event';
import { bugStateChanged } from '../bugs/bug-moves.events';
import { notifyUser } from '../notifications/notify-user';
import { awardReportPoints } from './award-report-points';
import { pointsAwarded } from './reputation.events';


/** Points follow a report into `end`, whichever move took it there (a grading without money, or the payout's end). */
export const awardPointsOnEnd = subscribe({
  name: 'points.award-on-end',
  event: bugStateChanged,
  async handle({ ctx, event }) {
    const p = event.payload;
    if (p.to !== 'end') return;
    await awardReportPoints(ctx, { bugId: p.bugId, endedAt: event.occurredAt, title: p.title, holeNumber: p.holeNumber, bugPublicId: p.publicId });
  },
});

/** The hacker hears how many points a report earned (the fifth step of its progress). */
export const pointsAwardedNotice = subscribe({
  name: 'notify.points-awarded',
  event: pointsAwarded,
  async handle({ ctx, event }) {
    const p = event.payload;
    await notifyUser(ctx, {
      userId: p.userId,
      eventId: event.id,
      template: 'points.awarded',
      params: { title: p.title, number: p.holeNumber, points: String(p.points) },
      url: `/userCenter/bugPage/detail/${p.bugPublicId}`,
    });
  },
});

export const reputationSubscribers = [awardPointsOnEnd, pointsAwardedNotice];
