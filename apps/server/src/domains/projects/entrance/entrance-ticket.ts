import { createPrivateKey, createPublicKey, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { EntranceSigningKeys } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { fieldCipherOf } from '../../../crypto/field-encryption';

/** How long a ticket opens the partner's door: long enough for a redirect, too short to pass around. */
export const ENTRANCE_TICKET_TTL_SECONDS = 120;

/** PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): a fixed prefix, then the 32 bytes. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

type SigningKey = { privateKey: KeyObject; jwk: EntranceSigningKeys['keys'][number] };

const keys = new WeakMap<object, Promise<SigningKey>>();

/**
 * The Ed25519 key that signs entrance tickets. Its seed is derived from the field key (a
 * keyed hash with its own purpose), so every server process signs with the same key
 * without storing another secret, and a partner needs only the public half: one partner
 * cannot forge tickets for another, as a shared HMAC secret would allow.
 */
export function entranceSigningKey(ctx: Pick<AppContext, 'db' | 'config'>): Promise<SigningKey> {
  let key = keys.get(ctx.db);
  if (!key) {
    key = fieldCipherOf(ctx).then((cipher) => {
      const seed = Buffer.from(cipher.lookupHash('ed25519 seed', 'entrance-ticket-signing-key'), 'base64url');
      const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
      const { x } = createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string };
      return { privateKey, jwk: { kty: 'OKP' as const, crv: 'Ed25519' as const, x, kid: x.slice(0, 16), alg: 'EdDSA' as const, use: 'sig' as const } };
    });
    key.catch(() => keys.delete(ctx.db));
    keys.set(ctx.db, key);
  }
  return key;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export type EntranceTicketClaims = {
  /** Our origin. */
  iss: string;
  /** The partner's origin: a ticket made for one partner is refused by another that checks `aud`. */
  aud: string;
  /** The person's public id (never the serial id). */
  sub: string;
  name: string;
  /** The entrance tile's public id. */
  entrance: string;
  iat: number;
  exp: number;
  /** Unique per ticket, so a partner can refuse a replay within the lifetime. */
  jti: string;
};

/** A compact JWS (EdDSA) over the claims: what the partner receives as `wl_ticket`. */
export async function signEntranceTicket(ctx: Pick<AppContext, 'db' | 'config'>, claims: Omit<EntranceTicketClaims, 'jti'>): Promise<string> {
  const { privateKey, jwk } = await entranceSigningKey(ctx);
  const input = `${b64({ alg: 'EdDSA', typ: 'JWT', kid: jwk.kid })}.${b64({ ...claims, jti: randomBytes(16).toString('base64url') })}`;
  return `${input}.${sign(null, Buffer.from(input), privateKey).toString('base64url')}`;
}
