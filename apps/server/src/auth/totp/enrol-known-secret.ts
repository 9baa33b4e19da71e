import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffTotp } from './totp.tables';
import { loadTotpSecretCipher } from './totp-secret-cipher';

/**
 * Turns two-step sign-in on for an account with a secret chosen by the caller, not by the
 * server. Only for the development demo staff account (its secret is in the README) and
 * tests: a real account enrols through /admin/me/totp/setup, where the secret is random
 * and shown once. Does nothing when the account already has two-step sign-in on.
 */
export async function enrolKnownTotpSecret(db: Database, fieldEncryptionKey: string | undefined, userId: number, base32Secret: string): Promise<void> {
  const cipher = await loadTotpSecretCipher(db, fieldEncryptionKey);
  await db
    .insert(staffTotp)
    .values({ userId, secretCiphertext: cipher.encrypt(userId, base32Secret), enabledAt: sql`now()` })
    .onConflictDoNothing();
}
