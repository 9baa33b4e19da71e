import type { UserStatus, UserType } from '@wardline/contract';
import type { Database } from '../db/client';
import { hotQuery } from '../db/hot-query';
import type { UserRoleColumn } from '../domains/identity/identity.tables';
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

/** Runs on every signed-in request: one primary-key lookup joined to the user, straight on the driver. */
const liveSessionUser = hotQuery<[number, UserType | null, UserStatus, UserRoleColumn, string]>(
  'live_session_user',
  `SELECT u.id, u.usertype, u.status, u.role, u.nickname FROM sessions s JOIN users u ON u.id = s.user_id
   WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() LIMIT 1`,
);

/**
 * The live session named by a token hash and its user, in one query. A disabled user
 * (status foriben) counts as signed out, and all their sessions end here, so disabling
 * an account takes effect at their very next request even if the disabling code did not
 * revoke them itself.
 */
export async function loadSessionUser(db: Database, sessionId: string): Promise<LoadedSession | null> {
  const [found] = await liveSessionUser(db, [sessionId]);
  if (!found) return null;
  const [id, usertype, status, role, nickname] = found;
  const row: SessionUser = { id, usertype, status, role, nickname };
  if (row.status === 'foriben') {
    await revokeAllSessions(db, row.id);
    return null;
  }
  return { sessionId, user: row };
}
