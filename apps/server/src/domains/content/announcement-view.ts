import type { AnnouncementDetail, AnnouncementSummary, AnnouncementType, Locale } from '@wardline/contract';
import type { announcements } from './content.tables';
import { sanitizeRichText } from '../../http/sanitize-html';

type AnnouncementRow = typeof announcements.$inferSelect;
/** The columns a summary is made of (lists select only these). */
export type AnnouncementSummaryRow = Pick<AnnouncementRow, 'publicId' | 'type' | 'titleZh' | 'titleEn' | 'introduceZh' | 'introduceEn' | 'icon' | 'publishedAt'>;

/** The row in the caller's language, falling back to Chinese where English is missing; named by its public id. */
export function toAnnouncementSummary(row: AnnouncementSummaryRow, locale: Locale): AnnouncementSummary {
  const pick = (zh: string, en: string) => (locale === 'en' && en ? en : zh);
  const english = locale === 'en' && row.titleEn !== '';
  return {
    id: row.publicId,
    title: pick(row.titleZh, row.titleEn),
    introduce: pick(row.introduceZh, row.introduceEn),
    createDate: row.publishedAt.toISOString(),
    type: row.type as AnnouncementType,
    icon: row.icon,
    language: english ? 'en' : 'zh',
  };
}

/** Content was sanitised when saved; it is sanitised again here in case the allow-list tightened since. */
export function toAnnouncementDetail(row: AnnouncementRow, locale: Locale): AnnouncementDetail {
  const english = locale === 'en' && row.contentEn !== '';
  const content = english ? row.contentEn : row.contentZh;
  return { ...toAnnouncementSummary(row, locale), content: sanitizeRichText(content), contentLanguage: english ? 'en' : 'zh' };
}
