import { count, desc, eq } from 'drizzle-orm';
import type { AdminContactMessage, Locale, Page } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { contactMessages, contactServices } from '../../contact/contact.tables';

export type ListContactMessagesOptions = { page: number; size: number; handled?: boolean; locale: Locale };

type MessageRow = typeof contactMessages.$inferSelect;

export function toAdminContactMessage(row: MessageRow, serviceNames: Map<number, string>): AdminContactMessage {
  return {
    id: row.id,
    services: row.serviceIds.filter((id) => serviceNames.has(id)).map((id) => ({ id, name: serviceNames.get(id)! })),
    companyName: row.companyName,
    name: row.name,
    sex: row.sex,
    phone: row.phone,
    email: row.email,
    remark: row.remark,
    source: row.source,
    locale: row.locale,
    handled: row.handled,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Service names in the caller's language; disabled services still name old messages. */
export async function contactServiceNames(db: Database, locale: Locale): Promise<Map<number, string>> {
  const rows = await db.select().from(contactServices);
  return new Map(rows.map((s) => [s.id, locale === 'en' && s.nameEn ? s.nameEn : s.nameZh]));
}

/** GET /admin/contact-messages: newest first, optionally only handled or only open ones. */
export async function listContactMessages(db: Database, { page, size, handled, locale }: ListContactMessagesOptions): Promise<Page<AdminContactMessage>> {
  const where = handled === undefined ? undefined : eq(contactMessages.handled, handled);
  const [rows, [total], names] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(contactMessages).where(where),
    contactServiceNames(db, locale),
  ]);
  return { total: Number(total?.n ?? 0), data: rows.map((row) => toAdminContactMessage(row, names)) };
}
