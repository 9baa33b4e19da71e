import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { NewsItem, Page } from '@wardline/contract';
import type { z } from 'zod';
import type { newsListQuery } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { messages } from './notifications.tables';
import { messageColumns, toNewsItem } from './message-view';

/** GET /getNewsList: the signed-in person's messages, newest first, one tab (all, unread, read) at a time. */
export async function listMessages({ ctx, actor, input }: UseCaseOptions<z.output<typeof newsListQuery>, UserActor>): Promise<Page<NewsItem>> {
  const conditions: SQL[] = [eq(messages.userId, actor.user.id)];
  if (input.status === 'unread') conditions.push(isNull(messages.readAt));
  if (input.status === 'read') conditions.push(isNotNull(messages.readAt));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(messageColumns)
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    ctx.db.select({ n: count() }).from(messages).where(where),
  ]);
  return { total: total?.n ?? 0, data: rows.map((row) => toNewsItem(row, actor.locale)) };
}
