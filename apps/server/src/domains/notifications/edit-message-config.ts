import { eq, sql } from 'drizzle-orm';
import {
  MESSAGE_CONFIG_TYPES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  notificationChannelIds,
  notificationTopicIds,
  type EditMessageConfigBody,
  type MessageConfig,
} from '@wardline/contract';
import type { z } from 'zod';
import type { editMessageConfigBody } from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { AppError, fieldError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import { addressFor } from './notification-settings';
import { notificationSettings } from './notifications.tables';
import { getMessageConfig } from './message-config';

export type { EditMessageConfigBody };

/**
 * PUT /editMessageConfig: one switch at a time — a channel (type 1), the language of what is
 * sent (type 2: status 0 Chinese, 1 English), or a topic (type 3). A channel is switched on
 * only when the account has its address. Answers the whole configuration after the change.
 */
export async function editMessageConfig({ ctx, actor, input }: UseCaseOptions<z.output<typeof editMessageConfigBody>, UserActor>): Promise<MessageConfig> {
  const userId = actor.user.id;
  const now = ctx.clock.now();
  const on = input.status === 1;

  if (input.type === MESSAGE_CONFIG_TYPES.language) {
    await ctx.db.update(users).set({ language: on ? 'en' : 'zh', updatedAt: now }).where(eq(users.id, userId));
  } else if (input.type === MESSAGE_CONFIG_TYPES.mode) {
    const channel = NOTIFICATION_CHANNELS.find((c) => notificationChannelIds[c] === input.id);
    if (!channel) throw fieldError('id', 'enum.invalid');
    if (on) {
      const [account] = await ctx.db.select({ phone: users.phone, email: users.email, dingtalkPhone: users.dingtalkPhone }).from(users).where(eq(users.id, userId)).limit(1);
      if (!account || !addressFor(channel, account)) throw new AppError('channelAccountMissing');
    }
    await ctx.db
      .insert(notificationSettings)
      .values({ userId, [channel]: on, updatedAt: now })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { [channel]: on, updatedAt: now } });
  } else {
    const topic = NOTIFICATION_TOPICS.find((t) => notificationTopicIds[t] === input.id);
    if (!topic) throw fieldError('id', 'enum.invalid');
    // One key of the JSON map changes, so two switches flipped at once from two tabs both stick.
    await ctx.db
      .insert(notificationSettings)
      .values({ userId, topics: { [topic]: on }, updatedAt: now })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { topics: sql`${notificationSettings.topics} || ${JSON.stringify({ [topic]: on })}::jsonb`, updatedAt: now },
      });
  }
  return getMessageConfig({ ctx, actor, input: undefined });
}
