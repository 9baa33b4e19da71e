/**
 * What a password field carries inside its RSA-OAEP ciphertext (issue 12, item 19):
 * `wl1.<issued at, unix seconds>.<nonce, 16 random bytes base64url>.<password>`. The server
 * accepts a nonce once and an envelope only near its issue time, so a captured ciphertext
 * cannot be replayed. The password is the rest of the text and may itself contain dots.
 */
export const PASSWORD_ENVELOPE_VERSION = 'wl1';

/** How far an envelope's issue time may be from the server's clock (clients' clocks drift). */
export const PASSWORD_ENVELOPE_MAX_SKEW_SECONDS = 24 * 60 * 60;

export type PasswordEnvelope = { issuedAt: number; nonce: string; password: string };

export function sealPassword(password: string, nowMs: number, nonce: string): string {
  return `${PASSWORD_ENVELOPE_VERSION}.${Math.floor(nowMs / 1000)}.${nonce}.${password}`;
}

const ENVELOPE = /^wl1\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([\s\S]*)$/;

/** The parts of an envelope, or null when the text is not one (a bare password included). */
export function openPasswordEnvelope(text: string): PasswordEnvelope | null {
  const match = ENVELOPE.exec(text);
  if (!match) return null;
  return { issuedAt: Number(match[1]), nonce: match[2]!, password: match[3]! };
}
