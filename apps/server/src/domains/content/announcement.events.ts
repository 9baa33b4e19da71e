import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

/** An announcement or activity became visible on the public site. */
export const announcementPublished = defineEvent({
  type: 'announcement.published',
  subjectType: 'announcement',
  payload: z.object({ announcementId: z.number().int(), title: z.object({ zh: z.string(), en: z.string() }) }),
});
