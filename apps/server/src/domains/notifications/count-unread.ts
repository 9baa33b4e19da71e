import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hotQuery } from '../../db/hot-query';
import { keptOnEmbedded, type KeptRows } from '../../db/kept-rows';
import { messageCounts } from './notifications.tables';

/** The channel migration 0009's triggers announce changed message counts on. */
export const UNREAD_COUNTS_CHANNEL = 'wardline_unread_counts';

const unreadOfOne = hotQuery<[number]>('messages_unread_count', 'SELECT unread FROM message_counts WHERE user_id = $1');

/** GET /getUnReadNum: one row of the counts the triggers keep (the bell asks on every page). */
export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await unreadOfOne(db, [userId]);
  return row?.[0] ?? 0;
}

/**
 * The unread counts the bell asks for on every page, kept in memory on the embedded
 * database (one thread for the server and the database) until the triggers announce a
 * change of the person's counts; null on PostgreSQL (see `keptOnEmbedded`).
 */
export function embeddedUnreadCounts(db: Database) {
  return keptOnEmbedded<number>(db, UNREAD_COUNTS_CHANNEL);
}

/** `countUnread` answered from the kept counts when there are some. */
export async function countUnreadKept(kept: KeptRows<number> | null, db: Database, userId: number): Promise<number> {
  if (!kept) return countUnread(db, userId);
  const key = String(userId);
  const hit = kept.get(key);
  if (hit !== undefined) return hit;
  const mark = kept.mark();
  const count = await countUnread(db, userId);
  kept.keep(mark, key, userId, count);
  return count;
}

/** The unread counts of many people in one query: what the live streams of one process need. */
export async function countUnreadOf(db: Database, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ userId: messageCounts.userId, n: messageCounts.unread }).from(messageCounts).where(inArray(messageCounts.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.n]));
}
