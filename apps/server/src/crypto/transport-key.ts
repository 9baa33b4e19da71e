import { constants, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { transportKeys } from './crypto.tables';
import { loadFieldCipher, type FieldCipher } from './field-encryption';

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

/** The additional data binding the stored key's ciphertext to its use. */
const AT_REST_PURPOSE = 'transport_keys.rsa-oaep-password';

/**
 * The stored key's PEM, or undefined when there is none or it cannot be read with this
 * field key (written under another FIELD_ENCRYPTION_KEY): then a new key replaces it, which
 * costs only the password fields in flight. A PEM stored in clear by an older version is
 * read, and encrypted in place by `loadTransportKey`.
 */
async function storedPem(db: Database, cipher: FieldCipher): Promise<{ pem: string | undefined; plain: boolean; unreadable: boolean }> {
  const [row] = await db.select({ value: transportKeys.privateKeyPem }).from(transportKeys).where(eq(transportKeys.id, KEY_ID)).limit(1);
  if (!row) return { pem: undefined, plain: false, unreadable: false };
  if (row.value.startsWith('-----BEGIN')) return { pem: row.value, plain: true, unreadable: false };
  try {
    return { pem: cipher.decrypt(row.value, AT_REST_PURPOSE), plain: false, unreadable: false };
  } catch {
    return { pem: undefined, plain: false, unreadable: true };
  }
}

/**
 * The configured key (RSA_PRIVATE_KEY), else the one kept in the database, else a new
 * one generated and stored under an advisory lock, so processes starting together agree.
 * At rest the private key is AES-256-GCM ciphertext under the field key (issue 12, item 19):
 * FIELD_ENCRYPTION_KEY in production, so a database copy alone does not reveal it.
 */
export async function loadTransportKey(db: Database, configuredPem: string | undefined, fieldKey?: string): Promise<TransportKey> {
  if (configuredPem) return fromPem(configuredPem, 'RSA_PRIVATE_KEY');
  const cipher = await loadFieldCipher(db, fieldKey);
  const existing = await storedPem(db, cipher);
  if (existing.pem && !existing.plain) return fromPem(existing.pem, 'The stored transport key');
  const pem = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${KEY_LOCK})`);
    const raced = await storedPem(tx, cipher);
    if (raced.pem && !raced.plain) return raced.pem;
    const created = raced.pem ?? (await generateKeyPairAsync('rsa', { modulusLength: MIN_MODULUS_BITS })).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const sealed = cipher.encrypt(created, AT_REST_PURPOSE);
    await tx
      .insert(transportKeys)
      .values({ id: KEY_ID, privateKeyPem: sealed })
      .onConflictDoUpdate({ target: transportKeys.id, set: { privateKeyPem: sealed } });
    return created;
  });
  return fromPem(pem, 'The stored transport key');
}
