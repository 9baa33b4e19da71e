import { and, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sessions, users } from '../domains/identity/identity.tables';
import { liveSessionCondition } from './session-activity';

/**
 * Which of these sessions are still live: not revoked, not expired, not idle past
 * SESSION_IDLE_MINUTES, account not disabled. One query for many (the live streams' heartbeat).
 */
export async function liveSessionIds(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = ${sessions.userId}`)
    .where(and(inArray(sessions.id, sessionIds), liveSessionCondition(ctx), ne(users.status, 'foriben')));
  return new Set(rows.map((r) => r.id));
}
