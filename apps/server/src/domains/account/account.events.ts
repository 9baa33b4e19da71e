import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

/** A hacker's payout card changed in the account centre (the new card's masked number). */
export const bankCardChanged = defineEvent({
  type: 'account.bankCardChanged',
  subjectType: 'user',
  payload: z.object({ userId: z.number().int(), card: z.string() }),
});

/** The account's password changed in the account centre (every session ended with it). */
export const passwordChanged = defineEvent({
  type: 'account.passwordChanged',
  subjectType: 'user',
  payload: z.object({ userId: z.number().int() }),
});
