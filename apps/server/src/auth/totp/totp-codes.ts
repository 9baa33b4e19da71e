import { Secret, TOTP } from 'otpauth';

/** Authenticator-app defaults (RFC 6238): SHA-1, 6 digits, 30-second steps; one step of clock drift either way. */
export const TOTP_PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;
export const TOTP_ISSUER = 'Wardline';

/** A fresh 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the QR code carries. */
export function totpUri(base32Secret: string, accountLabel: string): string {
  return new TOTP({ issuer: TOTP_ISSUER, label: accountLabel, secret: Secret.fromBase32(base32Secret), period: TOTP_PERIOD_SECONDS }).toString();
}

/**
 * The time step a code belongs to, or null when it matches none within the drift window.
 * Callers store the step and refuse any code of that step or earlier, so a code seen once
 * (over a shoulder, in a proxy log) cannot be used again.
 */
export function matchTotpStep(base32Secret: string, code: string, now = Date.now()): number | null {
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(base32Secret), period: TOTP_PERIOD_SECONDS, window: DRIFT_STEPS, timestamp: now });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}
