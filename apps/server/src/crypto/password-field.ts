import type { z } from 'zod';
import { AppError, fieldError } from '../http/app-error';
import { registrationPasswordSchema } from '@wardline/contract';
import { isCommonPassword } from '@wardline/contract/common-passwords';
import type { TransportKey } from './transport-key';

/**
 * Decrypts one password field of a request. A value that is not ciphertext under the
 * current key (a plain password, or one encrypted for an older key) is refused naming
 * the field, so nothing a client sends in clear is ever hashed or compared.
 */
export function decryptPasswordField(key: TransportKey, field: string, value: string): string {
  const plain = key.decrypt(value);
  if (plain === null) throw new AppError('plainPasswordRefused', [{ field, rule: 'password.notEncrypted' }]);
  return plain;
}

/** Applies a contract password rule to a decrypted value; a failure names the field with the rule's message. */
export function checkPasswordRule(schema: z.ZodType<string>, field: string, plain: string): string {
  const result = schema.safeParse(plain);
  if (!result.success) throw fieldError(field, result.error.issues[0]?.message ?? 'invalid');
  return result.data;
}

/**
 * A new password: the spec's registration rule, and not one of the most common passwords
 * (issue 12, item 17); a failure names the field.
 */
export function checkNewPassword(field: string, plain: string): string {
  checkPasswordRule(registrationPasswordSchema, field, plain);
  if (isCommonPassword(plain)) throw fieldError(field, 'password.common');
  return plain;
}

/**
 * The new password and its repeat, decrypted and checked: the rule and the common-password
 * list on the first, equality
 * on the second (ciphertexts always differ, so only plaintexts can be compared).
 */
export function decryptNewPassword(
  key: TransportKey,
  rule: z.ZodType<string>,
  fields: { password: [name: string, value: string]; repeat: [name: string, value: string] },
): string {
  const [passwordField, passwordValue] = fields.password;
  const [repeatField, repeatValue] = fields.repeat;
  const password = decryptPasswordField(key, passwordField, passwordValue);
  const repeat = decryptPasswordField(key, repeatField, repeatValue);
  checkPasswordRule(rule, passwordField, password);
  if (isCommonPassword(password)) throw fieldError(passwordField, 'password.common');
  if (password !== repeat) throw fieldError(repeatField, 'password.mismatch');
  return password;
}
