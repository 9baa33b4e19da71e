import { and, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sessions, users } from '../domains/identity/identity.tables';
import { MINUTE } from '../platform/clock';

/**
 * Which of these sessions are still live: not revoked, not expired, not idle past
 * SESSION_IDLE_MINUTES, account not disabled. One query for many (the live streams' heartbeat).
 */
export async function liveSessionIds(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = ${sessions.userId}`)
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastActiveAt, new Date(now.getTime() - ctx.config.SESSION_IDLE_MINUTES * MINUTE)),
        ne(users.status, 'foriben'),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
