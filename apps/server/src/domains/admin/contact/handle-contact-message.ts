import { and, eq } from 'drizzle-orm';
import type { AdminContactMessage, Locale } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { contactMessages } from '../../contact/contact.tables';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';
import { contactServiceNames, toAdminContactMessage } from './list-contact-messages';

/** POST /admin/contact-messages/{id}/handle: marks a message dealt with, once (409 the second time). */
export async function handleContactMessage(db: Database, actor: StaffActor, id: number, locale: Locale): Promise<AdminContactMessage> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contactMessages)
      .set({ handled: true })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.handled, false)))
      .returning();
    if (!updated) {
      const [exists] = await tx.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      throw new AppError(exists ? 'stateConflict' : 'notFound');
    }
    await recordAudit(tx, { actor, action: 'contactMessage.handle', targetType: 'contactMessage', targetId: id, before: { handled: false }, after: { handled: true } });
    return updated;
  });
  return toAdminContactMessage(row, await contactServiceNames(db, locale));
}
