import { asc, eq } from 'drizzle-orm';
import type { EntranceItem, Locale } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import { entranceTiles } from './content.tables';

/** GET /platform/entrance/list: the enabled platform entrance tiles of the home page, in the caller's language. */
export async function listEntranceTiles({ ctx, input: { locale } }: UseCaseOptions<{ locale: Locale }>): Promise<EntranceItem[]> {
  const rows = await ctx.db
    .select({
      id: entranceTiles.publicId,
      nameZh: entranceTiles.nameZh,
      nameEn: entranceTiles.nameEn,
      introduceZh: entranceTiles.introduceZh,
      introduceEn: entranceTiles.introduceEn,
      url: entranceTiles.url,
      logo: entranceTiles.logo,
      thirdParty: entranceTiles.thirdParty,
    })
    .from(entranceTiles)
    .where(eq(entranceTiles.enabled, true))
    .orderBy(asc(entranceTiles.sortOrder), asc(entranceTiles.id));
  // Like announcements, a tile without an English text falls back to Chinese rather than showing blank.
  const pick = (zh: string, en: string) => (locale === 'en' && en ? en : zh);
  return rows.map((row) => ({
    id: row.id,
    name: pick(row.nameZh, row.nameEn),
    introduce: pick(row.introduceZh, row.introduceEn),
    url: row.url,
    logo: row.logo,
    thirdParty: row.thirdParty,
  }));
}
