import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { messages } from './notifications.tables';
import { countUnread } from './count-unread';

/**
 * PUT /updateNewStatus: marks the chosen messages read. Ids of other people's messages
 * change nothing (and are not told apart from unknown ids). Answers how many changed and
 * the unread count after, and moves the bell of every open tab.
 */
export async function markMessagesRead({ ctx, actor, input }: UseCaseOptions<{ idList: string[] }, UserActor>): Promise<{ updated: number; unread: number }> {
  const marked = await ctx.db
    .update(messages)
    .set({ readAt: ctx.clock.now() })
    .where(and(eq(messages.userId, actor.user.id), inArray(messages.publicId, input.idList), isNull(messages.readAt)))
    .returning({ id: messages.id });
  if (marked.length > 0) await ctx.live.unreadChanged([actor.user.id]);
  return { updated: marked.length, unread: await countUnread(ctx.db, actor.user.id) };
}
