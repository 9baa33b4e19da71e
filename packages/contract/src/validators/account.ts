import { z } from 'zod';
import { isEmail } from './email';
import { isMainlandMobile } from './phone';

export type AccountKind = 'email' | 'phone';

/** The reset and bind screens take one "account" field: an email if it contains @, else a mainland mobile. */
export function accountKind(value: string): AccountKind | null {
  const v = value.trim();
  if (v.includes('@')) return isEmail(v) ? 'email' : null;
  return isMainlandMobile(v) ? 'phone' : null;
}

export function isAccount(value: string): boolean {
  return accountKind(value) !== null;
}

/** Trimmed; emails are lower-cased so one mailbox is one account whatever its spelling. */
export const accountSchema = z
  .string({ error: 'account.required' })
  .trim()
  .min(1, { error: 'account.required', abort: true })
  .refine(isAccount, 'account.format')
  .transform((v) => (v.includes('@') ? v.toLowerCase() : v));
