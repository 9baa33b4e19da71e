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

/** `liveUntil`: when the session stops being live (ms since the epoch), so a cache keeps it no longer. */
export type LoadedSession = { sessionId: string; user: SessionUser; liveUntil: number };

/** Why a presented token names no live session: `disabled` when its account was disabled (the client says so). */
export type DeadSession = { ended: 'disabled' | 'expired' };

/**
 * Runs on every signed-in request: one primary-key lookup joined to the user, straight on
 * the driver. It reads revoked and expired rows too (`live` says which), so a disabled
 * person's client is told why.
 */
const sessionUser = hotQuery<[number, UserType | null, UserStatus, UserRoleColumn, string, boolean, number]>(
  'live_session_user',
  `SELECT u.id, u.usertype, u.status, u.role, u.nickname, (s.revoked_at IS NULL AND s.expires_at > now()) AS live,
          (extract(epoch FROM s.expires_at) * 1000)::float8 AS live_until
   FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 LIMIT 1`,
);

/**
 * The live session named by a token hash and its user, in one query. A disabled user
 * (status foriben) counts as signed out, and all their sessions end here, so disabling
 * an account takes effect at their very next request even if the disabling code did not
 * revoke them itself. The same query reads revoked rows too, so a disabled person's
 * client learns why it was signed out.
 */
export async function loadSessionUser(db: Database, sessionId: string): Promise<LoadedSession | DeadSession> {
  const [found] = await sessionUser(db, [sessionId]);
  if (!found) return { ended: 'expired' };
  const [id, usertype, status, role, nickname, live, liveUntil] = found;
  const user: SessionUser = { id, usertype, status, role, nickname };
  if (status === 'foriben') {
    if (live) await revokeAllSessions(db, id);
    return { ended: 'disabled' };
  }
  if (!live) return { ended: 'expired' };
  return { sessionId, user, liveUntil };
}
