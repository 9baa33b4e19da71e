import type { UserStatus, UserType } from '@wardline/contract';
import type { AppContext } from '../context';
import { hotQuery } from '../db/hot-query';
import type { UserRoleColumn } from '../domains/identity/identity.tables';
import { revokeAllSessions } from './revoke-all-sessions';
import { recordSessionActivity, sessionIdleExpired } from './session-activity';
import { MINUTE } from '../platform/clock';

/** Who is calling, as every domain sees it: `request.user`. */
export type SessionUser = {
  id: number;
  /** What answers and URLs name the account by; `id` never leaves the server. */
  publicId: string;
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
 * the driver. It reads revoked and expired rows too, so a disabled person's client is told
 * why; whether the session is live is decided here against `ctx.clock` (times come back as
 * epoch milliseconds, so no timestamp parsing and no SQL `now()`).
 */
const sessionUser = hotQuery<[number, UserType | null, UserStatus, UserRoleColumn, string, boolean, number, number, string]>(
  'live_session_user',
  `SELECT u.id, u.usertype, u.status, u.role, u.nickname, s.revoked_at IS NULL AS unrevoked,
          (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms,
          (extract(epoch FROM s.last_active_at) * 1000)::float8 AS active_ms, u.public_id
   FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 LIMIT 1`,
);

/**
 * The live session named by a token hash and its user, in one query. A session is live
 * while not revoked, within its 8 hours and used within SESSION_IDLE_MINUTES; its activity
 * is written at most once a minute. A disabled user (status foriben) counts as signed out,
 * and all their sessions end here, so disabling an account takes effect at their very next
 * request even if the disabling code did not revoke them itself.
 */
export async function loadSessionUser(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, sessionId: string): Promise<LoadedSession | DeadSession> {
  const [found] = await sessionUser(ctx.db, [sessionId]);
  if (!found) return { ended: 'expired' };
  const [id, usertype, status, role, nickname, unrevoked, expiresMs, activeMs, publicId] = found;
  const now = ctx.clock.now();
  const live = unrevoked && expiresMs > now.getTime() && !sessionIdleExpired(ctx.config, activeMs, now);
  const user: SessionUser = { id, publicId, usertype, status, role, nickname };
  if (status === 'foriben') {
    if (live) await revokeAllSessions(ctx, id);
    return { ended: 'disabled' };
  }
  if (!live) return { ended: 'expired' };
  await recordSessionActivity(ctx, sessionId, activeMs, now);
  // Live until its 8 hours end or it has been idle too long, counted from this use.
  const liveUntil = Math.min(expiresMs, now.getTime() + ctx.config.SESSION_IDLE_MINUTES * MINUTE);
  return { sessionId, user, liveUntil };
}
