import type { z } from 'zod';
import type { Bilingual } from '@wardline/contract';
import { subscribe } from '../../platform/events/define-event';
import { notifyUser } from '../notifications/notify-user';
import type { TemplateId, TemplateParams } from '../notifications/templates';
import { bugsConfirmOverdue, bugStateChanged } from './bug-moves.events';

type Recipient = 'reporter' | 'company';

/**
 * Who hears of a move, with which notice (issue 9 §5: every state change notifies the people
 * concerned). The hacker's update after a turn back is not a move of `moveBug`: `bug.filed`
 * tells of it (bug-notices.ts).
 */
export function noticesOf(action: string): [Recipient, TemplateId][] {
  switch (action) {
    case 'accept':
      return [['reporter', 'bug.accepted'], ['company', 'bug.toConfirm']];
    case 'markRepeat':
      return [['reporter', 'bug.duplicate']];
    case 'ignore':
      return [['reporter', 'bug.ignored']];
    case 'refuse':
      return [['reporter', 'bug.refused']];
    case 'turnBack':
      return [['reporter', 'bug.turnedBack']];
    case 'confirm':
      return [['reporter', 'bug.confirmed']];
    case 'appeal':
      return [['company', 'bug.appealed']];
    case 'arbitrate':
      return [['reporter', 'bug.arbitrated'], ['company', 'bug.arbitrated']];
    case 'closeAppeal':
      return [['reporter', 'bug.appealClosed']];
    case 'requestRecheck':
      return [['reporter', 'bug.recheckRequested']];
    case 'recheckPass':
    case 'recheckFail':
      return [['company', 'bug.rechecked'], ['reporter', 'bug.rechecked']];
    case 'confirmRepair':
      return [['reporter', 'bug.repaired']];
    default:
      return [];
  }
}

/** Shown where a writer gave no words (a confirmation at the triage grade needs none). */
const NO_REASON: Bilingual = { zh: '无', en: 'none' };
const RECHECK_RESULT: Record<string, Bilingual> = { recheckPass: { zh: '通过', en: 'passed' }, recheckFail: { zh: '未通过', en: 'failed' } };

/** What every bug notice may name: the report, its project, the grade and the words of the move. */
export function noticeParams(p: z.infer<typeof bugStateChanged.payload>): TemplateParams {
  return {
    title: p.title,
    number: p.holeNumber,
    project: p.projectName,
    grade: p.grade ?? NO_REASON,
    reason: p.reason ?? NO_REASON,
    original: p.duplicateOf ?? '',
    result: RECHECK_RESULT[p.action] ?? '',
  };
}

/** The report's page in the user centre: the same for both parties, the detail decides what each sees. */
const detailUrl = (publicId: string) => `/userCenter/bugPage/detail/${publicId}`;

/**
 * Tells the reporter and the company what a report's move means for them, in the message
 * centre and on their channels, each in their own language when they read it. Each person
 * gets one message per event (notifyUser is idempotent), so a retried delivery tells nobody twice.
 */
export const bugMoveNotices = subscribe({
  name: 'notify.bug-state-changed',
  event: bugStateChanged,
  async handle({ ctx, event }) {
    const p = event.payload;
    const params = noticeParams(p);
    for (const [recipient, template] of noticesOf(p.action)) {
      const userId = recipient === 'reporter' ? p.reporterId : p.companyId;
      await notifyUser(ctx, { userId, eventId: event.id, template, params, url: detailUrl(p.publicId) });
    }
  },
});

/** Reminds the company of a project's reports overdue for confirmation (bug-reminders.ts), on the project's vulnerability tab. */
export const bugReminderNotices = subscribe({
  name: 'notify.bugs-confirm-overdue',
  event: bugsConfirmOverdue,
  async handle({ ctx, event }) {
    const p = event.payload;
    const params: TemplateParams = { project: p.projectName, count: String(p.count), sla: String(p.slaDays), days: String(p.oldestWorkingDays) };
    await notifyUser(ctx, { userId: p.companyId, eventId: event.id, template: 'bug.confirmOverdueDigest', params, url: `/userCenter/projectPage/detail/${p.projectPublicId}?tab=holes` });
  },
});
