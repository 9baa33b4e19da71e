import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

/** An announcement or activity became visible on the public site; `announcementId` is its public id (the link's). */
export const announcementPublished = defineEvent({
  type: 'announcement.published',
  subjectType: 'announcement',
  payload: z.object({ announcementId: z.string(), title: z.object({ zh: z.string(), en: z.string() }) }),
});
