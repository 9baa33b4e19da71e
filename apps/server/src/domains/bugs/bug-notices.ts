import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { subscribe } from '../../platform/events/define-event';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
import { staffPermissions } from '../admin/admin.tables';
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
  /** The console's reports page with the report's drawer open. */
  staff: (publicId: string) => `/admin/bugs?review=${publicId}`,
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

/** Active staff holding triage, of `among` when given (few rows: staff_permissions holds staff only). */
function triagers(ctx: AppContext, among?: number[]) {
  return ctx.db
    .select({ id: users.id })
    .from(staffPermissions)
    .innerJoin(users, eq(users.id, staffPermissions.userId))
    .where(and(eq(staffPermissions.permission, 'triage'), eq(users.role, 'staff'), ne(users.status, 'foriben'), among ? inArray(users.id, among) : undefined));
}

/**
 * The hacker updated a report turned back to them and it is in triage again (issue 9 §2): the
 * staff who triaged it before (turned it back, or passed it on before the company turned it
 * back) and still hold triage hear of it; when none of them does, every staff member holding
 * triage, so an answer to the platform's question is never left unread in the queue.
 */
const bugBackInTriageNotice = subscribe({
  name: 'notify.bug-back-in-triage',
  event: bugFiled,
  async handle({ ctx, event }) {
    const { action, state, bugId, publicId, holeNumber, title, projectName } = event.payload;
    if (action !== 'resubmit' || state !== 'verifying') return;
    const movers = await ctx.db
      .selectDistinct({ id: stateTransitions.actorId })
      .from(stateTransitions)
      .where(and(eq(stateTransitions.machine, BUG_MACHINE), eq(stateTransitions.subjectId, String(bugId)), ne(stateTransitions.action, 'resubmit')));
    const ids = movers.map((m) => m.id).filter((id): id is number => id !== null);
    let recipients = ids.length > 0 ? await triagers(ctx, ids) : [];
    if (recipients.length === 0) recipients = await triagers(ctx);
    for (const { id } of recipients) {
      await notifyUser(ctx, { userId: id, eventId: event.id, template: 'bug.backInTriage', params: { project: projectName, number: holeNumber, title }, url: bugPageOf.staff(publicId) });
    }
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

export const bugNotices = [bugReceivedNotice, bugBackInTriageNotice, bugCommentNotice];
