import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hotQuery } from '../../db/hot-query';
import { messages } from './notifications.tables';

const unreadOfOne = hotQuery<[number]>('messages_unread_count', 'SELECT count(*)::int FROM messages WHERE user_id = $1 AND read_at IS NULL');

/** GET /getUnReadNum: read from the partial index of unread messages (the bell asks on every page). */
export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await unreadOfOne(db, [userId]);
  return row?.[0] ?? 0;
}

/** The unread counts of many people in one query: what the live streams of one process need. */
export async function countUnreadOf(db: Database, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: messages.userId, n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(inArray(messages.userId, userIds), isNull(messages.readAt)))
    .groupBy(messages.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}
