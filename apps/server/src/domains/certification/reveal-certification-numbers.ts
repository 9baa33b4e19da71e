import { eq } from 'drizzle-orm';
import type { AdminRevealedNumbers } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { fieldCipherOf } from '../../crypto/field-encryption';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { recordAudit } from '../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { certifications } from './certification.tables';
import { openNumber } from './sealed-numbers';
import { certificationStaffRefusal } from './certification-policy';

/**
 * POST /admin/certifications/{id}/reveal: the full ID, bank card and reserved phone numbers
 * of one submission, for staff holding the reveal permission. The audit row (who, which
 * submission, which fields — never the numbers) commits before the numbers are answered.
 */
export async function revealCertificationNumbers({ ctx, actor, input }: UseCaseOptions<{ id: string }, StaffActor>): Promise<AdminRevealedNumbers> {
  enforce(certificationStaffRefusal(asPolicyActor(actor), 'revealNumbers'));
  const row = await inTransaction(ctx, async ({ db: tx, clock }) => {
    const [found] = await tx.select().from(certifications).where(eq(certifications.publicId, input.id)).limit(1);
    if (!found) throw new AppError('notFound');
    const fields = (['idCardNumber', 'bkCardNumber', 'bankPhone'] as const).filter((f) =>
      f === 'idCardNumber' ? found.idCardCipher : f === 'bkCardNumber' ? found.bankCardCipher : found.bankPhoneCipher,
    );
    await recordAudit(tx, { actor, action: 'certification.reveal', targetType: 'certification', targetId: found.publicId, before: null, after: { revealed: fields }, at: clock.now() });
    return found;
  });
  const cipher = await fieldCipherOf(ctx);
  return {
    idCardNumber: openNumber(cipher, 'idCard', row.userId, row.idCardCipher),
    bkCardNumber: openNumber(cipher, 'bankCard', row.userId, row.bankCardCipher),
    bankPhone: openNumber(cipher, 'bankPhone', row.userId, row.bankPhoneCipher),
  };
}
