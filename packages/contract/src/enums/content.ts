import { ANNOUNCEMENT_TYPES } from '../constants/public-site';
import type { AnnouncementType } from '../schemas/content';
import type { LabelTable } from './define';

/** Labels of the announcement types defined (with their schema) in schemas/content. */
export const announcementTypeLabels: LabelTable<AnnouncementType> = {
  [ANNOUNCEMENT_TYPES.announcement]: { zh: '公告', en: 'Announcement' },
  [ANNOUNCEMENT_TYPES.activity]: { zh: '活动', en: 'Activity' },
};
