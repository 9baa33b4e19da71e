import { z } from 'zod';
import { BUG_STATUSES } from '@wardline/contract';
import { defineEvent } from '../../platform/events/define-event';

const bilingual = z.object({ zh: z.string(), en: z.string() });

/** What a notice needs of the report, fixed at the move so a later edit does not change old messages. */
const bugFacts = {
  bugId: z.number().int(),
  publicId: z.string(),
  holeNumber: z.string(),
  title: z.string(),
  projectName: z.string(),
  companyId: z.number().int(),
  reporterId: z.number().int(),
};

/**
 * A report moved (triage verdict, turn back, confirmation, appeal, arbitration, a closed
 * window, a retest, a repair): recorded with the move by `moveBug`, it tells the reporter and
 * the company what concerns each (`notify.bug-state-changed`). `grade` is the grade the move
 * set, named in both languages; `reason` the words the other party reads.
 */
export const bugStateChanged = defineEvent({
  type: 'bug.state-changed',
  subjectType: 'bug',
  payload: z.object({
    ...bugFacts,
    action: z.string(),
    from: z.enum(BUG_STATUSES),
    to: z.enum(BUG_STATUSES),
    reason: z.string().nullable(),
    grade: bilingual.nullable(),
    /** The original's number, for a duplicate. */
    duplicateOf: z.string().nullable(),
  }),
});

/**
 * Reports of one project have waited in `confirming` past the project's threshold: the
 * company is reminded once a day per project, with how many wait and the longest wait,
 * never once per report (a company with hundreds overdue would get hundreds of messages).
 */
export const bugsConfirmOverdue = defineEvent({
  type: 'bugs.confirm-overdue',
  subjectType: 'project',
  payload: z.object({
    projectId: z.number().int(),
    projectPublicId: z.string(),
    projectName: z.string(),
    companyId: z.number().int(),
    count: z.number().int().positive(),
    slaDays: z.number().int(),
    oldestWorkingDays: z.number().int(),
    day: z.string(),
  }),
});
