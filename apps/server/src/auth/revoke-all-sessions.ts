import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../domains/identity/identity.tables';

/**
 * Ends every live session of a user at once: after a password change or reset, and when
 * the account is disabled. Returns how many were live. Accepts a transaction, so the
 * change that causes it and the revocation commit together.
 */
export async function revokeAllSessions(db: Database, userId: number): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

