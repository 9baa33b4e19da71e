import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../identity.tables';

/**
 * GET /portal/firstlogin → `{ firstLogin }`: true exactly once per account, on the first
 * call after it was created, so the web app can show its welcome and guide once. The
 * conditional update makes two tabs asking at the same time get one true between them.
 */
export async function acknowledgeFirstLogin(db: Database, userId: number): Promise<{ firstLogin: boolean }> {
  const marked = await db
    .update(users)
    .set({ firstLoginSeenAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.firstLoginSeenAt)))
    .returning({ id: users.id });
  return { firstLogin: marked.length > 0 };
}
