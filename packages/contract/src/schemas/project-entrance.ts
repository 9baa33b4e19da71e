import { z } from 'zod';

/** An Ed25519 public key as a JSON Web Key (RFC 8037). */
export const entranceSigningKey = z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string(), alg: z.literal('EdDSA'), use: z.literal('sig') });
/**
 * The keys that sign the tickets of the third-party project entrance (a JWK set): the
 * partner checks `wl_ticket` (an EdDSA JWT naming the person, two minutes) with them.
 */
export const entranceSigningKeys = z.object({ keys: z.array(entranceSigningKey) });
export type EntranceSigningKeys = z.infer<typeof entranceSigningKeys>;
