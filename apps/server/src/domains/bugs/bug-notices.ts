import { and, eq, inArray, lt } from 'drizzle-orm';
import { subscribe } from '../../platform/events/define-event';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
import { users } from '../identity/identity.tables';
import { notifyUser } from '../notifications/notify-user';
import { BUG_MACHINE } from './bug-history';
import { bugCommented, bugFiled } from './bug-submission.events';
import { companySees } from './bugs-policy';
import { bugComments, bugs } from './bugs.tables';

/** Where a notice about a report leads, by who reads it. */
export const bugPageOf = {
  reporter: (publicId: string) => `/userCenter/bugPage/detail/${publicId}`,
  company: (publicId: string) => `/bugPage/detail/${publicId}`,
  staff: (publicId: string) => `/admin/bugs/${publicId}`,
};

/** A report that lands in `confirming` (no platform triage, or an update there) is the company's to confirm: it hears of it. */
const bugReceivedNotice = subscribe({
  name: 'notify.bug-filed',
  event: bugFiled,
  async handle({ ctx, event }) {
    const { state, companyId, publicId, holeNumber, title, projectName } = event.payload;
    if (state !== 'confirming') return;
    await notifyUser(ctx, { userId: companyId, eventId: event.id, template: 'bug.received', params: { project: projectName, number: holeNumber, title }, url: bugPageOf.company(publicId) });
  },
});

/**
 * A comment tells the report's other parties, each person once: the reporter, the company
 * when it sees the report, and the staff who had moved or commented on it before (a later
 * commenter was not yet a party, whenever the delivery job runs).
 */
const bugCommentNotice = subscribe({
  name: 'notify.bug-commented',
  event: bugCommented,
  async handle({ ctx, event }) {
    const { bugId, publicId, holeNumber, title, commentId, authorId } = event.payload;
    const [bug] = await ctx.db.select({ reporterId: bugs.reporterId, companyId: bugs.companyId, state: bugs.state }).from(bugs).where(eq(bugs.id, bugId)).limit(1);
    if (!bug) return;
    const recipients = new Map<number, string>();
    recipients.set(bug.reporterId, bugPageOf.reporter(publicId));
    if (companySees(bug.state)) recipients.set(bug.companyId, bugPageOf.company(publicId));
    const movers = await ctx.db.selectDistinct({ id: stateTransitions.actorId }).from(stateTransitions).where(and(eq(stateTransitions.machine, BUG_MACHINE), eq(stateTransitions.subjectId, String(bugId))));
    const commenters = await ctx.db.selectDistinct({ id: bugComments.authorId }).from(bugComments).where(and(eq(bugComments.bugId, bugId), lt(bugComments.id, commentId)));
    const involved = [...movers, ...commenters].map((r) => r.id).filter((id): id is number => id !== null);
    if (involved.length > 0) {
      const staff = await ctx.db.select({ id: users.id }).from(users).where(and(inArray(users.id, involved), eq(users.role, 'staff')));
      for (const s of staff) recipients.set(s.id, bugPageOf.staff(publicId));
    }
    recipients.delete(authorId);
    for (const [userId, url] of recipients) await notifyUser(ctx, { userId, eventId: event.id, template: 'bug.commented', params: { number: holeNumber, title }, url });
  },
});

export const bugNotices = [bugReceivedNotice, bugCommentNotice];
