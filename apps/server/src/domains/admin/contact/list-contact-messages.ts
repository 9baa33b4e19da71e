import { count, desc, eq } from 'drizzle-orm';
import type { AdminContactMessage, Locale, Page } from '@wardline/contract';
import type { Database } from '../../../db/client';
import type { UseCaseOptions } from '../../../platform/use-case';
import type { StaffActor } from '../../audit/staff-actor';
import { contactMessages, contactServices } from '../../contact/contact.tables';

export type ListContactMessagesInput = { page: number; size: number; handled?: boolean; locale: Locale };

type MessageRow = typeof contactMessages.$inferSelect;
type ServiceNames = Map<number, { id: string; name: string }>;

/** A message as staff see it: named by its public id, its services by theirs. */
export function toAdminContactMessage(row: MessageRow, services: ServiceNames): AdminContactMessage {
  return {
    id: row.publicId,
    services: row.serviceIds.flatMap((id) => services.get(id) ?? []),
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

/** Service names in the caller's language by serial id (what messages store); disabled services still name old messages. */
export async function contactServiceNames(db: Database, locale: Locale): Promise<ServiceNames> {
  const rows = await db.select().from(contactServices);
  return new Map(rows.map((s) => [s.id, { id: s.publicId, name: locale === 'en' && s.nameEn ? s.nameEn : s.nameZh }]));
}

/** GET /admin/contact-messages: newest first, optionally only handled or only open ones. */
export async function listContactMessages({ ctx, input }: UseCaseOptions<ListContactMessagesInput, StaffActor>): Promise<Page<AdminContactMessage>> {
  const { page, size, handled, locale } = input;
  const where = handled === undefined ? undefined : eq(contactMessages.handled, handled);
  const [rows, [total], names] = await Promise.all([
    ctx.db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(size)
      .offset((page - 1) * size),
    ctx.db.select({ n: count() }).from(contactMessages).where(where),
    contactServiceNames(ctx.db, locale),
  ]);
  return { total: Number(total?.n ?? 0), data: rows.map((row) => toAdminContactMessage(row, names)) };
}
