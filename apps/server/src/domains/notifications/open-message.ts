import { and, eq, isNull } from 'drizzle-orm';
import type { NewsItem } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { AppError } from '../../http/app-error';
import { messages } from './notifications.tables';
import { messageColumns, toNewsItem } from './message-view';

/**
 * GET /getNewsDetail: one of the person's own messages, which opening marks read. Another
 * person's message id answers the same 404 as an id that does not exist.
 */
export async function openMessage({ ctx, actor, input }: UseCaseOptions<{ id: string }, UserActor>): Promise<NewsItem> {
  const mine = and(eq(messages.publicId, input.id), eq(messages.userId, actor.user.id));
  const [row] = await ctx.db.select(messageColumns).from(messages).where(mine).limit(1);
  if (!row) throw new AppError('notFound');
  if (!row.readAt) {
    const readAt = ctx.clock.now();
    const marked = await ctx.db.update(messages).set({ readAt }).where(and(mine, isNull(messages.readAt))).returning({ id: messages.id });
    if (marked.length > 0) await ctx.live.unreadChanged([actor.user.id]);
    return toNewsItem({ ...row, readAt }, actor.locale);
  }
  return toNewsItem(row, actor.locale);
}
