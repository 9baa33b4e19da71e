import { asc, eq } from 'drizzle-orm';
import type { ContactService, Locale } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import { contactServices } from './contact.tables';

/** GET /contact/services: what a visitor can tick in the contact form, by public id, in the caller's language. */
export async function listContactServices({ ctx, input: { locale } }: UseCaseOptions<{ locale: Locale }>): Promise<ContactService[]> {
  const rows = await ctx.db
    .select({ id: contactServices.publicId, nameZh: contactServices.nameZh, nameEn: contactServices.nameEn })
    .from(contactServices)
    .where(eq(contactServices.enabled, true))
    .orderBy(asc(contactServices.sortOrder), asc(contactServices.id));
  return rows.map((row) => ({ id: row.id, name: locale === 'en' && row.nameEn ? row.nameEn : row.nameZh }));
}
