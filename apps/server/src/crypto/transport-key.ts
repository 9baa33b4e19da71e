import { constants, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { transportKeys } from './crypto.tables';

const generateKeyPairAsync = promisify(generateKeyPair);

/** Row id of the generated key, and an advisory lock number that is ours alone. */
const KEY_ID = 'rsa-oaep-password';
const KEY_LOCK = 727_274_101;
const MIN_MODULUS_BITS = 2048;

/**
 * The RSA key password fields are encrypted with in transit (BRIEF §2): browsers fetch
 * the public half as SPKI PEM and send base64 RSA-OAEP (SHA-256) ciphertext.
 */
export class TransportKey {
  readonly publicKeyPem: string;

  constructor(private readonly privateKey: KeyObject) {
    this.publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  }

  /** The plaintext of a base64 ciphertext, or null when it is not one made with this key. */
  decrypt(base64: string): string | null {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
    try {
      const plain = privateDecrypt(
        { key: this.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(base64, 'base64'),
      );
      return new TextDecoder('utf-8', { fatal: true }).decode(plain);
    } catch {
      return null;
    }
  }
}

function fromPem(pem: string, source: string): TransportKey {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error(`${source} is not a PEM private key`);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < MIN_MODULUS_BITS) {
    throw new Error(`${source} must be an RSA key of at least ${MIN_MODULUS_BITS} bits`);
  }
  return new TransportKey(key);
}

async function storedPem(db: Database): Promise<string | undefined> {
  const [row] = await db.select({ pem: transportKeys.privateKeyPem }).from(transportKeys).where(eq(transportKeys.id, KEY_ID)).limit(1);
  return row?.pem;
}

/**
 * The configured key (RSA_PRIVATE_KEY), else the one kept in the database, else a new
 * one generated and stored under an advisory lock, so processes starting together agree.
 */
export async function loadTransportKey(db: Database, configuredPem: string | undefined): Promise<TransportKey> {
  if (configuredPem) return fromPem(configuredPem, 'RSA_PRIVATE_KEY');
  const existing = await storedPem(db);
  if (existing) return fromPem(existing, 'The stored transport key');
  const pem = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${KEY_LOCK})`);
    const raced = await storedPem(tx);
    if (raced) return raced;
    const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: MIN_MODULUS_BITS });
    const created = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await tx.insert(transportKeys).values({ id: KEY_ID, privateKeyPem: created });
    return created;
  });
  return fromPem(pem, 'The stored transport key');
}
