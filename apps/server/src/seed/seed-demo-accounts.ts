import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hashPassword } from '../crypto/password-hashing';
import { users } from '../domains/identity/identity.tables';
import { grantAllPermissions } from '../domains/admin/users/set-staff-permissions';
import { enrolKnownTotpSecret } from '../auth/totp/enrol-known-secret';

/** The password of every demo account, printed in the README. */
export const DEMO_PASSWORD = 'Demo#2026';

/** One account of each kind, already through certification so every area can be tried at once. */
export const DEMO_ACCOUNTS = [
  { email: 'hacker@demo.local', phone: '13800000001', nickname: 'DemoHacker', usertype: 'hacker', role: 'user' },
  { email: 'company@demo.local', phone: '13800000002', nickname: 'DemoCompany', usertype: 'company', role: 'user' },
  { email: 'supplier@demo.local', phone: '13800000003', nickname: 'DemoSupplier', usertype: 'supplier', role: 'user' },
  { email: 'staff@demo.local', phone: '13800000004', nickname: 'DemoStaff', usertype: null, role: 'staff' },
] as const;

/**
 * The demo staff account's authenticator secret (README, development only): add it to an
 * authenticator app, or let the browser journeys compute codes from it. Staff cannot use
 * the console without two-step sign-in.
 */
export const DEMO_STAFF_TOTP_SECRET = 'WARDLINEDEMOSTAFFTOTPDEVONLYABCD';

export type SeedAccountOptions = { fieldEncryptionKey?: string | undefined };

/**
 * Adds the demo accounts that are missing; returns how many it added. Runs inside the
 * seed's transaction and lock. Accounts with a published password must never exist in
 * production, so this refuses there even when SEED_DEMO=true asked for demo content.
 * The demo staff account holds every staff permission and has two-step sign-in on with
 * the published secret.
 */
export async function seedDemoAccounts(db: Database, { fieldEncryptionKey }: SeedAccountOptions = {}): Promise<number> {
  if (process.env.NODE_ENV === 'production') return 0;
  const added = await insertMissingAccounts(db);
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, 'staff@demo.local'), eq(users.role, 'staff')))
    .limit(1);
  if (staff) {
    await grantAllPermissions(db, staff.id);
    await enrolKnownTotpSecret(db, fieldEncryptionKey, staff.id, DEMO_STAFF_TOTP_SECRET);
  }
  return added;
}

async function insertMissingAccounts(db: Database): Promise<number> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.some((row) => row.email === a.email));
  if (missing.length === 0) return 0;

  // One hash per account, each with its own salt, as for any real account.
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_PASSWORD)));
  const inserted = await db
    .insert(users)
    .values(
      missing.map((a, i) => ({
        ...a,
        passwordHash: hashes[i],
        status: 'certification' as const,
        country: 'CN',
        passwordChangedAt: new Date(),
      })),
    )
    // A phone someone registered by hand in a dev database keeps its owner; that demo account is skipped.
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length;
}
