import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer tokens and single-use tickets: 32 random bytes as base64url for the client,
 * only their SHA-256 in the database. A fast hash is enough: the input is 256 random
 * bits, not something a person chose, so there is nothing to guess offline.
 */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a token issued by `newOpaqueToken` looks like; anything else is refused without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The token of an `Authorization` header: the bare token (the spec's client), or `Bearer <token>`. */
export function tokenFromAuthorization(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  const token = value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
  return TOKEN_SHAPE.test(token) ? token : null;
}
