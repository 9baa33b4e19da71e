import { z } from 'zod';
import { defineEvent } from '../../../platform/events/define-event';

/** Staff disabled an account (status foriben); its sessions ended with it. */
export const accountDisabled = defineEvent({
  type: 'account.disabled',
  subjectType: 'user',
  payload: z.object({ userId: z.number().int(), reason: z.string() }),
});

/** Staff lifted a disablement. */
export const accountEnabled = defineEvent({
  type: 'account.enabled',
  subjectType: 'user',
  payload: z.object({ userId: z.number().int() }),
});
