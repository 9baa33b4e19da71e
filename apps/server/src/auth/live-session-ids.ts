import { and, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../domains/identity/identity.tables';

/** Which of these sessions are still live: not revoked, not expired, account not disabled. One query for many. */
export async function liveSessionIds(db: Database, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = ${sessions.userId}`)
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), ne(users.status, 'foriben')));
  return new Set(rows.map((r) => r.id));
}
