import { z } from 'zod';

/** Bank card numbers: 12–19 digits (ISO/IEC 7812 PAN lengths in use in China) with a Luhn check digit. */
export const BANK_CARD_LENGTH = { min: 12, max: 19 } as const;

/** The Luhn (mod 10) check over a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Spaces are allowed in what people type (cards are printed in groups) and ignored. */
export function isBankCardNumber(value: string): boolean {
  const v = value.replace(/\s+/g, '');
  const pattern = new RegExp(`^\\d{${BANK_CARD_LENGTH.min},${BANK_CARD_LENGTH.max}}$`);
  return pattern.test(v) && passesLuhn(v);
}

/** Bank card number of the bank and certification forms, stored without spaces. */
export const bankCardNumberSchema = z
  .string({ error: 'bankCard.required' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, { error: 'bankCard.required', abort: true }).refine(isBankCardNumber, 'bankCard.format'));
