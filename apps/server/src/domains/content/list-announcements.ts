import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AnnouncementSummary, Locale, Page } from '@wardline/contract';
import type { Database } from '../../db/client';
import type { UseCaseOptions } from '../../platform/use-case';
import { preparedStatement } from '../../db/prepared';
import { announcements } from './content.tables';
import { toAnnouncementSummary } from './announcement-view';

export type ListAnnouncementsInput = { locale: Locale; page: number; size: number; type?: number };

/** Only what a summary shows (never the HTML bodies), with the total of all pages in the same query. */
const summaryColumns = {
  publicId: announcements.publicId,
  type: announcements.type,
  titleZh: announcements.titleZh,
  titleEn: announcements.titleEn,
  introduceZh: announcements.introduceZh,
  introduceEn: announcements.introduceEn,
  icon: announcements.icon,
  publishedAt: announcements.publishedAt,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};
const newestFirst = [desc(announcements.publishedAt), desc(announcements.id)];
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');

const allTypesPage = preparedStatement((db) =>
  db.select(summaryColumns).from(announcements).where(eq(announcements.published, true)).orderBy(...newestFirst).limit(limit).offset(offset).prepare('announcements_page'),
);
const oneTypePage = preparedStatement((db) =>
  db
    .select(summaryColumns)
    .from(announcements)
    .where(and(eq(announcements.published, true), eq(announcements.type, sql.placeholder('type'))))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .prepare('announcements_type_page'),
);

/** GET /announcement/list: published announcements, newest first, one page. */
export async function listAnnouncements({ ctx, input }: UseCaseOptions<ListAnnouncementsInput>): Promise<Page<AnnouncementSummary>> {
  const { locale, page, size, type } = input;
  const db = ctx.db;
  const values = { limit: size, offset: (page - 1) * size };
  const rows = type === undefined ? await allTypesPage(db).execute(values) : await oneTypePage(db).execute({ ...values, type });
  // A page past the end has no row to carry the total: only then is it counted apart.
  const total = rows[0]?.total ?? (page > 1 ? await countPublished(db, type) : 0);
  return { total, data: rows.map((row) => toAnnouncementSummary(row, locale)) };
}

async function countPublished(db: Database, type: number | undefined): Promise<number> {
  const where = and(eq(announcements.published, true), type === undefined ? undefined : eq(announcements.type, type));
  const [row] = await db.select({ n: count() }).from(announcements).where(where);
  return Number(row?.n ?? 0);
}
