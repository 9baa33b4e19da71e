import { z } from 'zod';

/** Mainland mobile: 11 digits, 1 then 3–9. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE.test(value.trim());
}

/** Trimmed, required, mainland mobile. */
export const phoneSchema = z
  .string({ error: 'phone.required' })
  .trim()
  .min(1, 'phone.required')
  .regex(MAINLAND_MOBILE, 'phone.format');
