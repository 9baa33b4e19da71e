import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hashPassword } from '../crypto/password-hashing';
import { users } from '../domains/identity/identity.tables';

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
 * Adds the demo accounts that are missing; returns how many it added. Runs inside the
 * seed's transaction and lock. Accounts with a published password must never exist in
 * production, so this refuses there even when SEED_DEMO=true asked for demo content.
 */
export async function seedDemoAccounts(db: Database): Promise<number> {
  if (process.env.NODE_ENV === 'production') return 0;
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
