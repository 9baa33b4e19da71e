import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

/** Staff approved (credible) or refused (failCredible, with the reason) a trusted authentication. */
export const trustedAuthDecided = defineEvent({
  type: 'trustedAuth.decided',
  subjectType: 'trustedAuth',
  payload: z.object({ userId: z.number().int(), state: z.enum(['approved', 'rejected']), reason: z.string().nullable() }),
});

/** A hacker completed payment authentication with the provider. */
export const payAuthCompleted = defineEvent({
  type: 'payAuth.completed',
  subjectType: 'user',
  payload: z.object({ userId: z.number().int() }),
});
