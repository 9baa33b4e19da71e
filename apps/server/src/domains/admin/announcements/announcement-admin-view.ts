import type { AdminAnnouncement, AdminAnnouncementSummary, AnnouncementType } from '@wardline/contract';
import type { announcements } from '../../content/content.tables';
import { sanitizeRichText } from '../../../http/sanitize-html';

type AnnouncementRow = typeof announcements.$inferSelect;

/** A row as the console shows it, named by its public id (the one of the public page). */
export function toAdminAnnouncementSummary(row: AnnouncementRow): AdminAnnouncementSummary {
  return {
    id: row.publicId,
    type: row.type as AnnouncementType,
    titleZh: row.titleZh,
    titleEn: row.titleEn,
    popup: row.popup,
    published: row.published,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminAnnouncement(row: AnnouncementRow): AdminAnnouncement {
  return {
    ...toAdminAnnouncementSummary(row),
    introduceZh: row.introduceZh,
    introduceEn: row.introduceEn,
    contentZh: row.contentZh,
    contentEn: row.contentEn,
    icon: row.icon,
    createdAt: row.createdAt.toISOString(),
  };
}

export type AnnouncementInput = {
  type: AnnouncementType;
  titleZh: string;
  titleEn: string;
  introduceZh: string;
  introduceEn: string;
  contentZh: string;
  contentEn: string;
  icon: string | null;
  popup: boolean;
  published: boolean;
};

/** The columns written for an input: both bodies through the rich-text allow-list, whatever the editor sent. */
export function announcementValues(input: AnnouncementInput) {
  return { ...input, contentZh: sanitizeRichText(input.contentZh), contentEn: sanitizeRichText(input.contentEn) };
}
