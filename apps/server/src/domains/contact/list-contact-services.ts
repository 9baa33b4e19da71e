import { asc, eq } from 'drizzle-orm';
import type { ContactService, Locale } from '@wardline/contract';
import type { Database } from '../../db/client';
import { contactServices } from './contact.tables';

/** The services a visitor can tick in the contact form, in the caller's language. */
export async function listContactServices(db: Database, locale: Locale): Promise<ContactService[]> {
  const rows = await db
    .select({ id: contactServices.id, nameZh: contactServices.nameZh, nameEn: contactServices.nameEn })
    .from(contactServices)
    .where(eq(contactServices.enabled, true))
    .orderBy(asc(contactServices.sortOrder), asc(contactServices.id));
  return rows.map((row) => ({ id: row.id, name: locale === 'en' && row.nameEn ? row.nameEn : row.nameZh }));
}
