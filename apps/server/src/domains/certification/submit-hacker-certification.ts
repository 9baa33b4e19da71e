import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CertificationSubmitResult, hackerCertificationBody } from '@wardline/contract';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/load-session-user';
import { AppError } from '../../http/app-error';
import { fieldCipherOf } from '../../crypto/field-encryption';
import { checkOwnPrivateFiles } from '../../files/check-own-files';
import { users } from '../identity/identity.tables';
import { certifications } from './certification.tables';
import { refusalForStatus, requireUsertype } from './certification-policy';
import { sealNumber } from './sealed-numbers';

export type SubmitHackerCertificationOptions = { ctx: AppContext; user: SessionUser; body: z.output<typeof hackerCertificationBody> };

/**
 * POST /user/hackerAuthentication (and /user/realnameCertification): the hacker's real
 * name. Decided here without staff: the numbers pass their check digits, the photos are
 * the hacker's own uploads, and the payout path re-checks the bank details with the
 * bank. The status moves unauthorized → certification in one conditional update.
 */
export async function submitHackerCertification({ ctx, user, body }: SubmitHackerCertificationOptions): Promise<CertificationSubmitResult> {
  requireUsertype(user, 'hacker');
  const issues = await checkOwnPrivateFiles(ctx.db, user.id, [
    { field: 'idCardFrontFile', ref: body.idCardFrontFile, kinds: ['idCardFront'] },
    { field: 'idCardBackFile', ref: body.idCardBackFile, kinds: ['idCardBack'] },
  ]);
  if (issues.length > 0) throw new AppError('validationFailed', issues);

  const cipher = await fieldCipherOf(ctx);
  const idCard = sealNumber(cipher, 'idCard', user.id, body.idCardNumber);
  const bankCard = sealNumber(cipher, 'bankCard', user.id, body.bkCardNumber);
  const bankPhone = sealNumber(cipher, 'bankPhone', user.id, body.bankPhone);

  await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(users)
      .set({ status: 'certification', updatedAt: sql`now()` })
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
      bankCardCipher: bankCard.cipher,
      bankCardMasked: bankCard.masked,
      bankPhoneCipher: bankPhone.cipher,
      bankPhoneMasked: bankPhone.masked,
      openbank: body.openbank,
      bankName: body.bankName,
      idCardFrontRef: body.idCardFrontFile,
      idCardBackRef: body.idCardBackFile,
      decidedAt: sql`now()`,
    });
  });
  return { userStatus: 'certification', review: 'approved' };
}
