import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

/** A hacker obtained an achievement: they are told (and see it in the popup at their next sign-in). */
export const achievementObtained = defineEvent({
  type: 'achievement.obtained',
  subjectType: 'user',
  payload: z.object({ userId: z.number().int(), achievementId: z.number().int(), title: z.object({ zh: z.string(), en: z.string() }) }),
});
