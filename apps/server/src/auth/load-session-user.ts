import { eq, sql } from 'drizzle-orm';
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

/** Why a presented token names no live session: `disabled` when its account was disabled (the client says so). */
export type DeadSession = { ended: 'disabled' | 'expired' };

/** Runs on every signed-in request: one primary-key lookup joined to the user, prepared once. */
const sessionUser = preparedStatement((db) =>
  db
    .select({
      id: users.id,
      usertype: users.usertype,
      status: users.status,
      role: users.role,
      nickname: users.nickname,
      live: sql<boolean>`(${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('session_user'),
);

/**
 * The live session named by a token hash and its user, in one query. A disabled user
 * (status foriben) counts as signed out, and all their sessions end here, so disabling
 * an account takes effect at their very next request even if the disabling code did not
 * revoke them itself. The same query reads revoked rows too, so a disabled person's
 * client learns why it was signed out.
 */
export async function loadSessionUser(db: Database, sessionId: string): Promise<LoadedSession | DeadSession> {
  const [row] = await sessionUser(db).execute({ sessionId });
  if (!row) return { ended: 'expired' };
  if (row.status === 'foriben') {
    if (row.live) await revokeAllSessions(db, row.id);
    return { ended: 'disabled' };
  }
  if (!row.live) return { ended: 'expired' };
  const { live: _live, ...user } = row;
  return { sessionId, user };
}
