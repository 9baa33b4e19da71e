import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sessions } from '../identity.tables';

/**
 * GET /portal/signout: ends the caller's session, if it has a live one. Signing out
 * twice, or with a dead token, is not an error: the client clears its state either way.
 */
export async function signOut(db: Database, sessionId: string | null): Promise<void> {
  if (!sessionId) return;
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
