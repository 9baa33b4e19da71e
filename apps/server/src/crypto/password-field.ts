import type { z } from 'zod';
import { AppError, fieldError } from '../http/app-error';
import { openPasswordEnvelope, PASSWORD_ENVELOPE_MAX_SKEW_SECONDS, registrationPasswordSchema } from '@wardline/contract';
import type { AppContext } from '../context';
import { isCommonPassword } from '@wardline/contract/common-passwords';

/** What opening a password field needs: the transport key, the limiter that remembers nonces, the clock. */
export type PasswordFieldScope = Pick<AppContext, 'transportKey' | 'limiter' | 'clock'>;

/**
 * Decrypts one password field of a request. A value that is not ciphertext under the
 * current key (a plain password, or one encrypted for an older key), or whose plaintext is
 * not a password envelope, is refused naming the field, so nothing a client sends in clear
 * is ever hashed or compared. The envelope is accepted once and near its issue time: a
 * captured ciphertext replayed later is refused (`password.replayed`).
 */
export async function decryptPasswordField(scope: PasswordFieldScope, field: string, value: string): Promise<string> {
  const plain = scope.transportKey.decrypt(value);
  const envelope = plain === null ? null : openPasswordEnvelope(plain);
  if (!envelope) throw new AppError('plainPasswordRefused', [{ field, rule: 'password.notEncrypted' }]);
  const skew = Math.abs(scope.clock.now().getTime() / 1000 - envelope.issuedAt);
  if (skew > PASSWORD_ENVELOPE_MAX_SKEW_SECONDS) throw fieldError(field, 'password.replayed');
  const first = await scope.limiter.hit(`password-nonce:${envelope.nonce}`, 1, 2 * PASSWORD_ENVELOPE_MAX_SKEW_SECONDS + 60);
  if (!first.allowed) throw fieldError(field, 'password.replayed');
  return envelope.password;
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
export async function decryptNewPassword(
  scope: PasswordFieldScope,
  rule: z.ZodType<string>,
  fields: { password: [name: string, value: string]; repeat: [name: string, value: string] },
): Promise<string> {
  const [passwordField, passwordValue] = fields.password;
  const [repeatField, repeatValue] = fields.repeat;
  const password = await decryptPasswordField(scope, passwordField, passwordValue);
  const repeat = await decryptPasswordField(scope, repeatField, repeatValue);
  checkPasswordRule(rule, passwordField, password);
  if (isCommonPassword(password)) throw fieldError(passwordField, 'password.common');
  if (password !== repeat) throw fieldError(repeatField, 'password.mismatch');
  return password;
}
