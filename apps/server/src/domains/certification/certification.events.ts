import { z } from 'zod';
import { CERTIFICATION_KINDS } from '@wardline/contract';
import { defineEvent } from '../../platform/events/define-event';

/** Staff approved or rejected a company or supplier certification; `update`: an update of one in force (which a rejection leaves in force). */
export const certificationDecided = defineEvent({
  type: 'certification.decided',
  subjectType: 'certification',
  payload: z.object({
    userId: z.number().int(),
    kind: z.enum(CERTIFICATION_KINDS),
    state: z.enum(['approved', 'rejected']),
    reason: z.string().nullable(),
    update: z.boolean().default(false),
  }),
});

/** Staff revoked an approved real-name certification, with a reason. */
export const certificationRevoked = defineEvent({
  type: 'certification.revoked',
  subjectType: 'certification',
  payload: z.object({ userId: z.number().int(), kind: z.enum(CERTIFICATION_KINDS), reason: z.string() }),
});
