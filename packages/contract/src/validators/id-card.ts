import { z } from 'zod';
import { isPlausibleBirthDay } from './calendar-date';

/**
 * Chinese resident identity card number, GB 11643-1999: 6-digit region, 8-digit birth
 * date, 3-digit sequence, check character. Only the 18-character form is accepted: the
 * 15-digit cards of before 1999 were replaced by 2013 and carry no check digit, so a
 * new certification with one can be neither verified nor matched to a bank record.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The GB 11643 check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS[sum % 11] ?? '';
}

/**
 * Region code starting 1–8 (8x are Hong Kong, Macau and Taiwan residence permits),
 * a real birth date not after `today`, and a matching check character (x or X).
 */
export function isResidentIdNumber(value: string, today: Date = new Date()): boolean {
  const v = value.trim().toUpperCase();
  if (!/^[1-8]\d{16}[\dX]$/.test(v)) return false;
  const birth = `${v.slice(6, 10)}-${v.slice(10, 12)}-${v.slice(12, 14)}`;
  if (!isPlausibleBirthDay(birth, today)) return false;
  return idCardCheckChar(v.slice(0, 17)) === v[17];
}

/** ID number of the hacker certification form: whitespace stripped, x upper-cased. */
export const idCardNumberSchema = z
  .string({ error: 'idCard.required' })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1, { error: 'idCard.required', abort: true }).refine((v) => isResidentIdNumber(v), 'idCard.format'));
