import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { transportKeys } from './crypto.tables';

/** Row id of the generated key (development), and an advisory lock number that is ours alone. */
const KEY_ID = 'aes-256-gcm-fields';
const KEY_LOCK = 727_274_102;
const VERSION = 'v1';

/**
 * AES-256-GCM for personal numbers at rest (ID card, bank card, reserved phone). Each
 * value gets a fresh 96-bit nonce; the ciphertext is bound to its purpose and owner by
 * the additional data (`purpose`), so a value copied into another column or another
 * user's row does not decrypt. Stored as `v1.<key id>.<nonce>.<ciphertext>.<tag>`
 * (base64url); the key id names the key, so a wrong key fails with a clear message and
 * a rotation can tell old values from new.
 */
export class FieldCipher {
  readonly keyId: string;
  private readonly lookupKey: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The field encryption key must be 32 bytes');
    this.keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8);
    this.lookupKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'wardline field lookup hash', 32));
  }

  /**
   * A keyed HMAC-SHA256 of a plain value for finding equal values (the same ID number on
   * two accounts) without storing or decrypting them. The key is derived from the field
   * key, so the database alone cannot test guesses; `purpose` keeps ID and card hashes apart.
   */
  lookupHash(plain: string, purpose: string): string {
    return createHmac('sha256', this.lookupKey).update(`${purpose}\0${plain}`).digest('base64url');
  }

  encrypt(plain: string, purpose: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(purpose, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, this.keyId, nonce.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  /** The plaintext; throws when the value was made with another key or purpose, or was altered. */
  decrypt(stored: string, purpose: string): string {
    const [version, keyId, nonce, body, tag, extra] = stored.split('.');
    if (version !== VERSION || extra !== undefined || !nonce || body === undefined || !tag) throw new Error('Not an encrypted field value');
    if (keyId !== this.keyId) throw new Error(`Field encrypted with key ${keyId}, but the configured key is ${this.keyId}`);
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

async function storedKey(db: Database): Promise<string | undefined> {
  const [row] = await db.select({ key: transportKeys.privateKeyPem }).from(transportKeys).where(eq(transportKeys.id, KEY_ID)).limit(1);
  return row?.key;
}

/**
 * The configured key (FIELD_ENCRYPTION_KEY, required in production by config), else the
 * one kept in the database, else a new one stored under an advisory lock so processes
 * starting together agree. A key beside the data it protects only guards against
 * copies of single columns, which is why production must bring its own.
 */
export async function loadFieldCipher(db: Database, configuredKey: string | undefined): Promise<FieldCipher> {
  if (configuredKey) return new FieldCipher(Buffer.from(configuredKey, 'base64'));
  const existing = await storedKey(db);
  if (existing) return new FieldCipher(Buffer.from(existing, 'base64'));
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${KEY_LOCK})`);
    const raced = await storedKey(tx);
    if (raced) return raced;
    const key = randomBytes(32).toString('base64');
    await tx.insert(transportKeys).values({ id: KEY_ID, privateKeyPem: key });
    return key;
  });
  return new FieldCipher(Buffer.from(created, 'base64'));
}

const ciphers = new WeakMap<Database, Promise<FieldCipher>>();

/** The cipher of an app's database, loaded once and shared by every use case of that app. */
export function fieldCipherOf(ctx: { db: Database; config: { FIELD_ENCRYPTION_KEY?: string | undefined } }): Promise<FieldCipher> {
  let cipher = ciphers.get(ctx.db);
  if (!cipher) {
    cipher = loadFieldCipher(ctx.db, ctx.config.FIELD_ENCRYPTION_KEY);
    cipher.catch(() => ciphers.delete(ctx.db));
    ciphers.set(ctx.db, cipher);
  }
  return cipher;
}
