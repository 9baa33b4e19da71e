import { z } from 'zod';

/**
 * Passwords are checked on the plaintext: by the web form before it encrypts the
 * value (RSA-OAEP) and by the server after it decrypts it. They are never trimmed:
 * a space is not in the allowed set, so a stray one fails instead of being
 * silently changed.
 */
export const PASSWORD_SYMBOLS = '!@#$%^&*()_+-=[]{};:\'",.<>/?\\|~`';
export const LOGIN_PASSWORD_LENGTH = { min: 6, max: 18 } as const;
export const REGISTRATION_PASSWORD_LENGTH = { min: 8, max: 18 } as const;

const SYMBOL_SET = new Set(PASSWORD_SYMBOLS);

type CharClasses = { letters: number; digits: number; symbols: number; other: number };

function classify(value: string): CharClasses {
  const c: CharClasses = { letters: 0, digits: 0, symbols: 0, other: 0 };
  for (const ch of value) {
    if (/^[A-Za-z]$/.test(ch)) c.letters++;
    else if (/^[0-9]$/.test(ch)) c.digits++;
    else if (SYMBOL_SET.has(ch)) c.symbols++;
    else c.other++;
  }
  return c;
}

/** Login and settings rule: 6–18 letters, digits and listed symbols, not all of one kind. */
export function isLoginPassword(value: string): boolean {
  const { length } = value;
  if (length < LOGIN_PASSWORD_LENGTH.min || length > LOGIN_PASSWORD_LENGTH.max) return false;
  const c = classify(value);
  if (c.other > 0) return false;
  return c.letters !== length && c.digits !== length && c.symbols !== length;
}

/**
 * Registration rule: 8–18 characters with at least two of letters, digits and special
 * characters. "Special" means the same listed symbols as the login rule, so every
 * password that passes registration can also be typed into the login form.
 */
export function isRegistrationPassword(value: string): boolean {
  const { length } = value;
  if (length < REGISTRATION_PASSWORD_LENGTH.min || length > REGISTRATION_PASSWORD_LENGTH.max) return false;
  const c = classify(value);
  if (c.other > 0) return false;
  return [c.letters, c.digits, c.symbols].filter((n) => n > 0).length >= 2;
}

/** Password of the login and settings forms. */
export const loginPasswordSchema = z
  .string({ error: 'password.required' })
  .min(1, { error: 'password.required', abort: true })
  .refine(isLoginPassword, 'password.rule');

/** Password chosen at registration, reset or change. */
export const registrationPasswordSchema = z
  .string({ error: 'password.required' })
  .min(1, { error: 'password.required', abort: true })
  .refine(isRegistrationPassword, 'password.registerRule');

/** The repeat field: only required here; equality is checked by `withRepeatPassword`. */
export const rePasswordSchema = z.string({ error: 'rePassword.required' }).min(1, { error: 'rePassword.required', abort: true });

/**
 * Adds the "passwords do not match" check to an object schema, reported on the repeat
 * field. It also runs when other fields failed, so a form shows every problem at once,
 * as long as both password fields are strings.
 */
export function withRepeatPassword<T extends z.ZodType<object>>(schema: T, fields: { password?: string; repeat?: string } = {}) {
  const password = fields.password ?? 'password';
  const repeat = fields.repeat ?? 'rePassword';
  const read = (v: unknown, key: string) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined);
  return schema.refine((v) => read(v, password) === read(v, repeat), {
    error: 'password.mismatch',
    path: [repeat],
    when: (payload) => typeof read(payload.value, password) === 'string' && typeof read(payload.value, repeat) === 'string',
  });
}
