import { z } from 'zod';
import { BUG_STATUSES } from '@wardline/contract';
import { defineEvent } from '../../platform/events/define-event';

/**
 * A report was filed (`submit`) or updated after a turn back (`resubmit`): recorded in the
 * transaction that stores it. The company hears of it when it lands in `confirming`
 * (no platform triage); staff read the triage queue instead of a notice per report.
 */
export const bugFiled = defineEvent({
  type: 'bug.filed',
  subjectType: 'bug',
  payload: z.object({
    bugId: z.number().int(),
    publicId: z.string(),
    holeNumber: z.string(),
    title: z.string(),
    projectName: z.string(),
    companyId: z.number().int(),
    reporterId: z.number().int(),
    action: z.enum(['submit', 'resubmit']),
    state: z.enum(BUG_STATUSES),
  }),
});

/** A comment was added: the other parties of the report hear of it, each person once. */
export const bugCommented = defineEvent({
  type: 'bug.commented',
  subjectType: 'bug',
  payload: z.object({
    bugId: z.number().int(),
    publicId: z.string(),
    holeNumber: z.string(),
    title: z.string(),
    commentId: z.number().int(),
    authorId: z.number().int(),
  }),
});
