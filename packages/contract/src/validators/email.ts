import { z } from 'zod';

/**
 * A pragmatic address check: one @, a dot in the domain, no spaces, at most 254
 * characters (the SMTP path limit).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL_PATTERN.test(v);
}

export const emailSchema = z
  .string({ error: 'email.required' })
  .trim()
  .min(1, 'email.required')
  .max(254, 'email.format')
  .regex(EMAIL_PATTERN, 'email.format');

/** An email that may be left empty: empty becomes undefined. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, 'email.format')
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || EMAIL_PATTERN.test(v), 'email.format');
