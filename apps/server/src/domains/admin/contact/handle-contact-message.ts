import { and, eq } from 'drizzle-orm';
import type { AdminContactMessage, Locale } from '@wardline/contract';
import { AppError } from '../../../http/app-error';
import { inTransaction, type UseCaseOptions } from '../../../platform/use-case';
import { contactMessages } from '../../contact/contact.tables';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';
import { contactServiceNames, toAdminContactMessage } from './list-contact-messages';

/** POST /admin/contact-messages/{id}/handle: marks a message (by public id) dealt with, once (409 the second time). */
export async function handleContactMessage({ ctx, actor, input }: UseCaseOptions<{ id: string; locale: Locale }, StaffActor>): Promise<AdminContactMessage> {
  const row = await inTransaction(ctx, async ({ db: tx, clock }) => {
    const [updated] = await tx
      .update(contactMessages)
      .set({ handled: true })
      .where(and(eq(contactMessages.publicId, input.id), eq(contactMessages.handled, false)))
      .returning();
    if (!updated) {
      const [exists] = await tx.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.publicId, input.id)).limit(1);
      throw new AppError(exists ? 'stateConflict' : 'notFound');
    }
    await recordAudit(tx, { actor, action: 'contactMessage.handle', targetType: 'contactMessage', targetId: updated.publicId, before: { handled: false }, after: { handled: true }, at: clock.now() });
    return updated;
  });
  return toAdminContactMessage(row, await contactServiceNames(ctx.db, input.locale));
}
