import { z } from 'zod';

/**
 * Company identifiers accepted by company and supplier certification: the 18-character
 * unified social credit code (GB 32100-2015) and, for firms registered before 2015 that
 * never re-registered, the 15-digit business registration number (GS 15-2006).
 */
const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** The GB 32100 check character of the first 17 characters, or null if one is outside the charset. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = USCC_CHARSET.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * (USCC_WEIGHTS[i] ?? 0);
  }
  return USCC_CHARSET[(31 - (sum % 31)) % 31] ?? null;
}

/**
 * 18 characters of the GB 32100 charset (no I, O, S, V, Z), a 6-digit administrative
 * region in positions 3–8, and a matching check character. The first two characters
 * (registering authority and entity type) are not checked against the registry's
 * current table, which grows.
 */
export function isUnifiedSocialCreditCode(value: string): boolean {
  const v = value.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(v)) return false;
  return creditCodeCheckChar(v.slice(0, 17)) === v[17];
}

/** 15 digits whose last is the ISO 7064 MOD 11,10 check digit of the first 14. */
export function isBusinessRegistrationNumber(value: string): boolean {
  const v = value.trim();
  if (!/^\d{15}$/.test(v)) return false;
  let product = 10;
  let sum = 0;
  for (const ch of v) {
    sum = (product % 11) + Number(ch);
    product = ((sum % 10 || 10) * 2) % 11;
  }
  return sum % 10 === 1;
}

/** Either accepted form. */
export function isCreditCode(value: string): boolean {
  return isUnifiedSocialCreditCode(value) || isBusinessRegistrationNumber(value);
}

/** Credit code of the certification forms: whitespace stripped, upper-cased. */
export const creditCodeSchema = z
  .string({ error: 'creditCode.required' })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(1, { error: 'creditCode.required', abort: true }).refine(isCreditCode, 'creditCode.format'));
