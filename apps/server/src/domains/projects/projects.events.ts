import { z } from 'zod';
import { PROJECT_STATES } from '@wardline/contract';
import { defineEvent } from '../../platform/events/define-event';

/**
 * A project moved (published, approved, refused, resubmitted, opened, started, ended,
 * closed, paused, resumed): recorded with the move, it tells the company and, for the
 * moves they care about, the participants (`notify.project-state-changed`).
 */
export const projectStateChanged = defineEvent({
  type: 'project.state-changed',
  subjectType: 'project',
  payload: z.object({
    projectId: z.number().int(),
    publicId: z.string(),
    name: z.string(),
    companyId: z.number().int(),
    action: z.string(),
    from: z.enum(PROJECT_STATES).nullable(),
    to: z.enum(PROJECT_STATES),
    reason: z.string().nullable(),
  }),
});
