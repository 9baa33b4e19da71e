import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { transportKeys } from '../../crypto/crypto.tables';

/** Row of the generated key when configuration gives none, and an advisory lock number that is ours alone. */
const KEY_ID = 'totp-secret-aes-256-gcm';
const KEY_LOCK = 727_274_102;
const VERSION = 'v1';

/**
 * Encrypts TOTP secrets at rest with AES-256-GCM. The user id is bound in as associated
 * data, so a ciphertext copied onto another account does not decrypt. The key is derived
 * (HKDF) from FIELD_ENCRYPTION_KEY when it is configured, so the database alone never
 * holds what opens it; otherwise from a key generated once and kept in the database.
 */
export class TotpSecretCipher {
  constructor(private readonly key: Buffer) {}

  encrypt(userId: number, base32Secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`totp:${userId}`));
    const body = Buffer.concat([cipher.update(base32Secret, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  decrypt(userId: number, stored: string): string {
    const [version, payload] = stored.split(':');
    if (version !== VERSION || !payload) throw new Error('unknown TOTP secret format');
    const raw = Buffer.from(payload, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(`totp:${userId}`));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}

function derive(material: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), 'wardline staff totp secret', 32));
}

async function storedKey(db: Database): Promise<string | undefined> {
  const [row] = await db.select({ key: transportKeys.privateKeyPem }).from(transportKeys).where(eq(transportKeys.id, KEY_ID)).limit(1);
  return row?.key;
}

async function loadKeyMaterial(db: Database, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'base64');
  const existing = await storedKey(db);
  if (existing) return Buffer.from(existing, 'base64');
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${KEY_LOCK})`);
    const raced = await storedKey(tx);
    if (raced) return raced;
    const fresh = randomBytes(32).toString('base64');
    await tx.insert(transportKeys).values({ id: KEY_ID, privateKeyPem: fresh });
    return fresh;
  });
  return Buffer.from(created, 'base64');
}

/** The cipher for a database and the configured field key (the seed's way in, before an app exists). */
export async function loadTotpSecretCipher(db: Database, fieldEncryptionKey: string | undefined): Promise<TotpSecretCipher> {
  return new TotpSecretCipher(derive(await loadKeyMaterial(db, fieldEncryptionKey)));
}

const ciphers = new WeakMap<AppContext, Promise<TotpSecretCipher>>();

/** The cipher of this app, built on first use and shared by every request after. */
export function totpSecretCipher(ctx: AppContext): Promise<TotpSecretCipher> {
  let cipher = ciphers.get(ctx);
  if (!cipher) {
    cipher = loadTotpSecretCipher(ctx.db, ctx.config.FIELD_ENCRYPTION_KEY);
    // A failed load (database down at that moment) is retried by the next request.
    cipher.catch(() => ciphers.delete(ctx));
    ciphers.set(ctx, cipher);
  }
  return cipher;
}
