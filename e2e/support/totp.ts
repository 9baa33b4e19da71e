import { createHmac } from 'node:crypto';

/**
 * The demo staff account's authenticator secret (README, development only; the seed's
 * DEMO_STAFF_TOTP_SECRET). Journeys compute its codes as an authenticator app would.
 */
export const DEMO_STAFF_TOTP_SECRET = 'WARDLINEDEMOSTAFFTOTPDEVONLYABCD';

function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
}

/** RFC 6238 code (SHA-1, 6 digits, 30 s) of the step `offset` steps from now; +1 is the next step, still accepted by the server. */
export function totpCode(secret = DEMO_STAFF_TOTP_SECRET, offset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const start = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(start) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
