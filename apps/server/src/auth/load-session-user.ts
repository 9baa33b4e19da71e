import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserStatus, UserType } from '@wardline/contract';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { sessions, users, type UserRoleColumn } from '../domains/identity/identity.tables';
import { revokeAllSessions } from './revoke-all-sessions';

/** Who is calling, as every domain sees it: `request.user`. */
export type SessionUser = {
  id: number;
  usertype: UserType | null;
  status: UserStatus;
  role: UserRoleColumn;
  nickname: string;
};

export type LoadedSession = { sessionId: string; user: SessionUser };

/** Runs on every signed-in request: one primary-key lookup joined to the user, prepared once. */
const liveSessionUser = preparedStatement((db) =>
  db
    .select({ id: users.id, usertype: users.usertype, status: users.status, role: users.role, nickname: users.nickname })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('live_session_user'),
);

/**
 * The live session named by a token hash and its user, in one query. A disabled user
 * (status foriben) counts as signed out, and all their sessions end here, so disabling
 * an account takes effect at their very next request even if the disabling code did not
 * revoke them itself.
 */
export async function loadSessionUser(db: Database, sessionId: string): Promise<LoadedSession | null> {
  const [row] = await liveSessionUser(db).execute({ sessionId });
  if (!row) return null;
  if (row.status === 'foriben') {
    await revokeAllSessions(db, row.id);
    return null;
  }
  return { sessionId, user: row };
}
