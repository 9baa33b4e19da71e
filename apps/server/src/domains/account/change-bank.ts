import type { z } from 'zod';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { BankCardResult, changeBankBody } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { AppError } from '../../http/app-error';
import { fieldCipherOf } from '../../crypto/field-encryption';
import { checkVerificationCode } from '../../verification/send-code';
import { users } from '../identity/identity.tables';
import { certifications } from '../certification/certification.tables';
import { sealNumber } from '../certification/sealed-numbers';
import { HACKER_CERTIFICATION_LOCK } from '../certification/submit-hacker-certification';
import { isUniqueViolation } from '../third-party/unique-violation';
import { bankChangeRefusal } from './account-policy';
import { boundAddressesOf } from './bound-addresses';
import { chinaYearOf, getBankCard, lastBankChange } from './bank-card';
import { ACCOUNT_CODE_PURPOSES } from './account-codes';
import { bankCardChanges } from './account.tables';
import { bankCardChanged } from './account.events';
import { recordEvent } from '../../platform/events/event-bus';

/**
 * POST /user/changeBank: a hacker's new bank card, once per calendar year (China time), with
 * the SMS code sent to the account's phone. The change is a new approved real-name record
 * copying the one in force (name, ID, photos) with the new card, branch, bank and reserved
 * phone sealed like any record, naming the one it replaces; the `bank_card_changes` row of
 * the year commits with it, and its unique (user, year) index lets only one of two racing
 * changes land. Like the real-name form, a card certified on another account is refused,
 * under the same advisory lock so two accounts cannot take one card at once.
 */
export async function changeBank({ ctx, actor, input }: UseCaseOptions<z.output<typeof changeBankBody>, UserActor>): Promise<BankCardResult> {
  enforce(bankChangeRefusal(actor.user));
  const userId = actor.user.id;
  const year = chinaYearOf(ctx.clock.now());
  const last = await lastBankChange(ctx.db, userId);
  if (last && last.year === year) throw new AppError('bankChangedThisYear');
  const { phone } = await boundAddressesOf(ctx.db, userId);
  if (!phone) throw new AppError('noBoundAddress');
  await checkVerificationCode(ctx, ACCOUNT_CODE_PURPOSES.bankChange, phone, input.smsCode, 'smsCode');

  const cipher = await fieldCipherOf(ctx);
  const bankCardHash = cipher.lookupHash(input.bkCardNumber, 'bankCard');
  const bankCard = sealNumber(cipher, 'bankCard', userId, input.bkCardNumber);
  const bankPhone = sealNumber(cipher, 'bankPhone', userId, input.bankPhone);

  await inTransaction(ctx, async (txc) => {
    const { db: tx } = txc;
    const now = txc.clock.now();
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${HACKER_CERTIFICATION_LOCK})`);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [record] = await tx
      .select()
      .from(certifications)
      .where(and(eq(certifications.userId, userId), eq(certifications.kind, 'hacker'), eq(certifications.state, 'approved')))
      .orderBy(desc(certifications.id))
      .limit(1);
    if (!record) throw new AppError('bankNeedsRealName');
    const [taken] = await tx
      .select({ id: certifications.id })
      .from(certifications)
      .where(and(eq(certifications.state, 'approved'), ne(certifications.userId, userId), eq(certifications.bankCardHash, bankCardHash)))
      .limit(1);
    if (taken) throw new AppError('certificationNumberTaken', [{ field: 'bkCardNumber', rule: 'bankCard.taken' }]);
    const { id: _id, publicId: _publicId, ...kept } = record;
    const [changed] = await tx
      .insert(certifications)
      .values({
        ...kept,
        bankCardHash,
        bankCardCipher: bankCard.cipher,
        bankCardMasked: bankCard.masked,
        bankPhoneCipher: bankPhone.cipher,
        bankPhoneMasked: bankPhone.masked,
        bankName: input.bankName,
        openbank: input.openbank,
        replacesId: record.id,
        decidedBy: null,
        submittedAt: now,
        decidedAt: now,
      })
      .returning({ id: certifications.id });
    try {
      await tx.insert(bankCardChanges).values({ userId, year, certificationId: changed!.id, changedAt: now });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('bankChangedThisYear');
      throw err;
    }
    await recordEvent(txc, bankCardChanged, { subjectId: userId, actorId: userId, payload: { userId, card: bankCard.masked } });
  });
  return getBankCard({ ctx, actor, input: undefined });
}
