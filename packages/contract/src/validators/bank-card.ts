import { z } from 'zod';

/**
 * Bank card numbers: 12–19 digits (ISO/IEC 7812 PAN lengths in use in China). No Luhn
 * check: the spec states none and some domestic cards fail it; the bank checks the card at payout.
 */
export const BANK_CARD_LENGTH = { min: 12, max: 19 } as const;

/** Spaces are allowed in what people type (cards are printed in groups) and ignored. */
export function isBankCardNumber(value: string): boolean {
  const v = value.replace(/\s+/g, '');
  const pattern = new RegExp(`^\\d{${BANK_CARD_LENGTH.min},${BANK_CARD_LENGTH.max}}$`);
  return pattern.test(v);
}

/** Bank card number of the bank and certification forms, stored without spaces. */
export const bankCardNumberSchema = z
  .string({ error: 'bankCard.required' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, { error: 'bankCard.required', abort: true }).refine(isBankCardNumber, 'bankCard.format'));
