import { count } from 'drizzle-orm';
import type { AnnouncementType } from '@wardline/contract';
import type { Database } from '../db/client';
import { announcements } from '../domains/content/content.tables';
import { sanitizeRichText } from '../http/sanitize-html';
import { ACTIVITY_ANNOUNCEMENTS } from './announcements-activities';
import { OPERATIONS_ANNOUNCEMENTS } from './announcements-operations';
import { RULES_ANNOUNCEMENTS } from './announcements-rules';

/** One language of a demo announcement; `closing` may hold inline HTML such as a link. */
export type AnnouncementText = { title: string; introduce: string; lead: string[]; points: string[]; closing: string };

export type SeedAnnouncement = {
  type: AnnouncementType;
  /** Publication date relative to the first start, so the demo always looks recent. */
  daysAgo: number;
  popup?: boolean;
  /** Numbered steps read better as an ordered list; rules and news as bullets. */
  ordered?: boolean;
  zh: AnnouncementText;
  en: AnnouncementText;
};

export const DEMO_ANNOUNCEMENTS: SeedAnnouncement[] = [...RULES_ANNOUNCEMENTS, ...OPERATIONS_ANNOUNCEMENTS, ...ACTIVITY_ANNOUNCEMENTS];

const DAY_MS = 86_400_000;

function toHtml(text: AnnouncementText, ordered: boolean): string {
  const list = ordered ? 'ol' : 'ul';
  const html = [
    ...text.lead.map((p) => `<p>${p}</p>`),
    `<${list}>${text.points.map((p) => `<li>${p}</li>`).join('')}</${list}>`,
    `<p>${text.closing}</p>`,
  ].join('\n');
  // Seed text is ours, but it takes the same path as staff input so the two never differ.
  return sanitizeRichText(html);
}

/** Inserts the demo announcements when there are none; returns how many were added. */
export async function seedAnnouncements(db: Database, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(announcements);
  if (Number(existing?.n ?? 0) > 0) return 0;
  // 02:00 UTC is 10:00 in Beijing: a plausible publishing hour in either language.
  const morning = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 2);
  const rows = DEMO_ANNOUNCEMENTS.map((a) => ({
    type: a.type,
    titleZh: a.zh.title,
    titleEn: a.en.title,
    introduceZh: a.zh.introduce,
    introduceEn: a.en.introduce,
    contentZh: toHtml(a.zh, a.ordered ?? false),
    contentEn: toHtml(a.en, a.ordered ?? false),
    popup: a.popup ?? false,
    publishedAt: new Date(morning - a.daysAgo * DAY_MS),
  }));
  await db.insert(announcements).values(rows);
  return rows.length;
}
