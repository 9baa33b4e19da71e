import { and, eq, gt, inArray } from 'drizzle-orm';
import type { ProjectState } from '@wardline/contract';
import { subscribe } from '../../platform/events/define-event';
import { notifyUser } from '../notifications/notify-user';
import type { TemplateId } from '../notifications/templates';
import { projectStateChanged } from './projects.events';
import { projectEnrolments } from './projects.tables';

/** The notice of a move, by action (and the state it reached): none for an edit that stays unaudited. */
function templateOf(action: string, to: ProjectState): TemplateId | null {
  if (action === 'publish' || action === 'resubmit') return 'project.submitted';
  if (action === 'approve') return 'project.approved';
  if (action === 'reject') return 'project.rejected';
  if (action === 'pause') return 'project.paused';
  if (action === 'resume') return 'project.resumed';
  if (action === 'close') return 'project.stopped';
  if (action === 'advance') return to === 'apply' ? 'project.enrolling' : to === 'doing' ? 'project.started' : 'project.settlement';
  return null;
}

/** Moves the participants hear of too: their project started, ended, stopped, was paused or resumed. */
const PARTICIPANTS_HEAR: readonly TemplateId[] = ['project.started', 'project.settlement', 'project.stopped', 'project.paused', 'project.resumed'];

const PAGE = 500;

/**
 * Tells the people a project's move concerns (issue 8 §2): the company always, in the
 * message centre and on its channels; enrolled hackers (waiting or approved) when the
 * project starts, ends, stops, is paused or resumed. One message per person per event
 * (notifyUser is idempotent), so a retried delivery tells nobody twice.
 */
export const projectNotices = subscribe({
  name: 'notify.project-state-changed',
  event: projectStateChanged,
  async handle({ ctx, event }) {
    const { projectId, publicId, name, companyId, action, to, reason } = event.payload;
    const template = templateOf(action, to);
    if (!template) return;
    const params = { name, reason: reason ?? '' };
    await notifyUser(ctx, { userId: companyId, eventId: event.id, template, params, url: `/userCenter/projectPage/detail/${publicId}` });
    if (!PARTICIPANTS_HEAR.includes(template)) return;
    for (let after = 0; ; ) {
      const batch = await ctx.db
        .select({ id: projectEnrolments.id, userId: projectEnrolments.userId })
        .from(projectEnrolments)
        .where(and(eq(projectEnrolments.projectId, projectId), inArray(projectEnrolments.state, ['apply', 'normal']), gt(projectEnrolments.id, after)))
        .orderBy(projectEnrolments.id)
        .limit(PAGE);
      for (const row of batch) await notifyUser(ctx, { userId: row.userId, eventId: event.id, template, params, url: `/projectPage/detail/${publicId}` });
      if (batch.length < PAGE) break;
      after = batch[batch.length - 1]!.id;
    }
  },
});
