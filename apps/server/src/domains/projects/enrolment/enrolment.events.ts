import { z } from 'zod';
import { ENTER_STATUSES } from '@wardline/contract';
import { defineEvent } from '../../../platform/events/define-event';

/** A hacker enrolled: `normal` at once (verifytype 0) or `apply`, waiting for the company, which is told. */
export const enrolmentRequested = defineEvent({
  type: 'enrolment.requested',
  subjectType: 'enrolment',
  payload: z.object({ projectId: z.number().int(), companyId: z.number().int(), userId: z.number().int(), state: z.enum(ENTER_STATUSES) }),
});

/** The company approved or refused an enrolment (refusals carry the reason the hacker reads). */
export const enrolmentDecided = defineEvent({
  type: 'enrolment.decided',
  subjectType: 'enrolment',
  payload: z.object({ projectId: z.number().int(), userId: z.number().int(), state: z.enum(['normal', 'refuse']), reason: z.string().nullable() }),
});
