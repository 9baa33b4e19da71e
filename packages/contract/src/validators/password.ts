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
  .min(1, 'password.required')
  .refine(isLoginPassword, 'password.rule');

/** Password chosen at registration, reset or change. */
export const registrationPasswordSchema = z
  .string({ error: 'password.required' })
  .min(1, 'password.required')
  .refine(isRegistrationPassword, 'password.registerRule');

/** The repeat field: only required here; equality is checked by `withRepeatPassword`. */
export const rePasswordSchema = z.string({ error: 'rePassword.required' }).min(1, 'rePassword.required');

type PasswordPair<P extends string, R extends string> = { [K in P | R]: string };

/**
 * Adds the "passwords do not match" check to an object schema, reported on the repeat
 * field. It also runs when other fields failed, so a form shows every problem at once,
 * as long as both password fields are strings.
 */
export function withRepeatPassword<T extends z.ZodType<PasswordPair<P, R>>, P extends string = 'password', R extends string = 'rePassword'>(
  schema: T,
  fields: { password?: P; repeat?: R } = {},
) {
  const password = (fields.password ?? 'password') as P;
  const repeat = (fields.repeat ?? 'rePassword') as R;
  return schema.refine((v) => v[password] === v[repeat], {
    error: 'password.mismatch',
    path: [repeat],
    when: (payload) => {
      const v = payload.value as Record<string, unknown> | null;
      return typeof v?.[password] === 'string' && typeof v[repeat] === 'string';
    },
  });
}
