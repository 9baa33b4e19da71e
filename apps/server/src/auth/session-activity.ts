import { and, eq, gt, isNull, lt, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Config } from '../config';
import { sessions } from '../domains/identity/identity.tables';
import { MINUTE } from '../platform/clock';

/** Activity is written at most this often per session: one small write a minute, never one per request. */
export const ACTIVITY_RESOLUTION_MS = MINUTE;

/** True when a session last used at `lastActiveMs` has been idle past SESSION_IDLE_MINUTES. */
export function sessionIdleExpired(config: Pick<Config, 'SESSION_IDLE_MINUTES'>, lastActiveMs: number, now: Date): boolean {
  return now.getTime() - lastActiveMs > config.SESSION_IDLE_MINUTES * MINUTE;
}

/**
 * Moves a session's `last_active_at` to now when the stored value is more than a minute
 * old. The update is conditional, so requests racing each other write once between them.
 */
export async function recordSessionActivity(ctx: Pick<AppContext, 'db'>, sessionId: string, lastActiveMs: number, now: Date): Promise<void> {
  if (now.getTime() - lastActiveMs < ACTIVITY_RESOLUTION_MS) return;
  await ctx.db
    .update(sessions)
    .set({ lastActiveAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastActiveAt, new Date(now.getTime() - ACTIVITY_RESOLUTION_MS))));
}

/**
 * The SQL condition of a live session at `ctx.clock.now()`: not revoked, within its 8 hours,
 * used within SESSION_IDLE_MINUTES. One definition for every list of sessions (the account
 * centre, the console's count, the live streams' recheck).
 */
export function liveSessionCondition(ctx: Pick<AppContext, 'clock' | 'config'>): SQL {
  const now = ctx.clock.now();
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastActiveAt, new Date(now.getTime() - ctx.config.SESSION_IDLE_MINUTES * MINUTE)))!;
}
