import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CertificationSubmitResult, hackerCertificationBody } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { AppError } from '../../http/app-error';
import { fieldCipherOf } from '../../crypto/field-encryption';
import { checkOwnPrivateFiles } from '../../files/check-own-files';
import { checkIdPhotos } from '../../files/check-id-photos';
import { users } from '../identity/identity.tables';
import { certifications } from './certification.tables';
import { refusalForStatus, requireUsertype } from './certification-policy';
import { sealNumber } from './sealed-numbers';

/** Advisory lock number of real-name submissions (ours alone). */
export const HACKER_CERTIFICATION_LOCK = 727_274_104;

/**
 * POST /user/hackerAuthentication (and /user/realnameCertification): the hacker's real
 * name. Decided here without staff: the ID number passes its check digit, neither it nor
 * the bank card is certified on another account (keyed hashes), the photos are the
 * hacker's own uploads large enough to read, and the payout path re-checks the bank
 * details with the bank. Staff see every record and can revoke it with a reason. The
 * status moves unauthorized → certification in one conditional update.
 */
export async function submitHackerCertification({ ctx, actor, input: body }: UseCaseOptions<z.output<typeof hackerCertificationBody>, UserActor>): Promise<CertificationSubmitResult> {
  const user = actor.user;
  requireUsertype(user, 'hacker');
  const issues = await checkOwnPrivateFiles(ctx.db, user.id, [
    { field: 'idCardFrontFile', ref: body.idCardFrontFile, kinds: ['idCardFront'] },
    { field: 'idCardBackFile', ref: body.idCardBackFile, kinds: ['idCardBack'] },
  ]);
  if (issues.length > 0) throw new AppError('validationFailed', issues);
  const small = await checkIdPhotos(ctx, [
    { field: 'idCardFrontFile', ref: body.idCardFrontFile },
    { field: 'idCardBackFile', ref: body.idCardBackFile },
  ]);
  if (small.length > 0) throw new AppError('validationFailed', small);

  const cipher = await fieldCipherOf(ctx);
  const idCardHash = cipher.lookupHash(body.idCardNumber, 'idCard');
  const bankCardHash = cipher.lookupHash(body.bkCardNumber, 'bankCard');
  const idCard = sealNumber(cipher, 'idCard', user.id, body.idCardNumber);
  const bankCard = sealNumber(cipher, 'bankCard', user.id, body.bkCardNumber);
  const bankPhone = sealNumber(cipher, 'bankPhone', user.id, body.bankPhone);

  await inTransaction(ctx, async ({ db: tx, clock }) => {
    const now = clock.now();
    // One real-name submission at a time, so two accounts racing with one number cannot both pass the check below.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${HACKER_CERTIFICATION_LOCK})`);
    const taken = await tx
      .select({ idCardHash: certifications.idCardHash, bankCardHash: certifications.bankCardHash })
      .from(certifications)
      .where(and(eq(certifications.state, 'approved'), ne(certifications.userId, user.id), or(eq(certifications.idCardHash, idCardHash), eq(certifications.bankCardHash, bankCardHash))));
    if (taken.length > 0) {
      const idTaken = taken.some((t) => t.idCardHash === idCardHash);
      throw new AppError('certificationNumberTaken', [idTaken ? { field: 'idCardNumber', rule: 'idCard.taken' } : { field: 'bkCardNumber', rule: 'bankCard.taken' }]);
    }
    const [moved] = await tx
      .update(users)
      .set({ status: 'certification', updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.status, 'unauthorized'), eq(users.usertype, 'hacker')))
      .returning({ id: users.id });
    if (!moved) {
      const [current] = await tx.select({ status: users.status }).from(users).where(eq(users.id, user.id)).limit(1);
      throw refusalForStatus(current?.status);
    }
    await tx.insert(certifications).values({
      userId: user.id,
      kind: 'hacker',
      state: 'approved',
      realName: body.name,
      idCardCipher: idCard.cipher,
      idCardMasked: idCard.masked,
      idCardHash,
      bankCardHash,
      bankCardCipher: bankCard.cipher,
      bankCardMasked: bankCard.masked,
      bankPhoneCipher: bankPhone.cipher,
      bankPhoneMasked: bankPhone.masked,
      openbank: body.openbank,
      bankName: body.bankName,
      idCardFrontRef: body.idCardFrontFile,
      idCardBackRef: body.idCardBackFile,
      submittedAt: now,
      decidedAt: now,
    });
  });
  return { userStatus: 'certification', review: 'approved' };
}
