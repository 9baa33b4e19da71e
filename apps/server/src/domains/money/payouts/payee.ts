import type { AppContext } from '../../../context';
import { fieldCipherOf } from '../../../crypto/field-encryption';
import { latestCertification } from '../../certification/latest-certification';
import { openNumber } from '../../certification/sealed-numbers';

/** Where a hacker is paid: the bank card of the real-name certification in force (issue 10 §2). */
export type Payee = { certificationId: number; name: string; cardMasked: string; bankName: string; openbank: string };

/**
 * The certified bank card of a hacker, masked, or null when there is none (no real-name
 * certification approved): such a hacker's reports wait `unpaid`. Decision: the card is the one
 * certified with the real name, which the bank checks again at payout; a card change in the
 * account centre (once a year) becomes the payee once it is certified the same way.
 */
export async function payeeOf(ctx: AppContext, hackerId: number): Promise<Payee | null> {
  const record = await latestCertification(ctx.db, hackerId, 'hacker', 'approved');
  if (!record?.bankCardCipher || !record.realName) return null;
  return { certificationId: record.id, name: record.realName, cardMasked: record.bankCardMasked ?? '', bankName: record.bankName ?? '', openbank: record.openbank ?? '' };
}

/** The full card number of a payee, for the provider only (never stored elsewhere, never logged). */
export async function payeeCardNumber(ctx: AppContext, hackerId: number, certificationId: number): Promise<string | null> {
  const record = await latestCertification(ctx.db, hackerId, 'hacker', 'approved');
  if (!record || record.id !== certificationId) return null;
  return openNumber(await fieldCipherOf(ctx), 'bankCard', hackerId, record.bankCardCipher);
}
