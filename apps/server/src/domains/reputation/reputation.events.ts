import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

/**
 * A hacker earned points for a report that reached `end` (one per report): the hacker hears
 * of it, and achievements are weighed again. Report facts are fixed at the award, as in the
 * bug events, so a later edit does not change old messages.
 */
export const pointsAwarded = defineEvent({
  type: 'points.awarded',
  subjectType: 'bug',
  payload: z.object({
    userId: z.number().int(),
    bugId: z.number().int(),
    points: z.number().int(),
    critical: z.boolean(),
    teamId: z.number().int().nullable(),
    title: z.string(),
    holeNumber: z.string(),
    bugPublicId: z.string(),
  }),
});
