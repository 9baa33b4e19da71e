import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hotQuery } from '../../db/hot-query';
import { messageCounts } from './notifications.tables';

const unreadOfOne = hotQuery<[number]>('messages_unread_count', 'SELECT unread FROM message_counts WHERE user_id = $1');

/** GET /getUnReadNum: one row of the counts the triggers keep (the bell asks on every page). */
export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await unreadOfOne(db, [userId]);
  return row?.[0] ?? 0;
}

/** The unread counts of many people in one query: what the live streams of one process need. */
export async function countUnreadOf(db: Database, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ userId: messageCounts.userId, n: messageCounts.unread }).from(messageCounts).where(inArray(messageCounts.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.n]));
}
