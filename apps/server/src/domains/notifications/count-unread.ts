import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages } from './notifications.tables';

/** GET /getUnReadNum: read from the partial index of unread messages. */
export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
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
