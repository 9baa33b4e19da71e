import { eq } from 'drizzle-orm';
import {
  enumLabel,
  MESSAGE_LANGUAGE_TYPES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  notificationChannelIds,
  notificationChannelLabels,
  notificationTopicIds,
  notificationTopicLabels,
  type MessageConfig,
} from '@wardline/contract';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { maskRecipient } from '../../messaging/mask';
import { users } from '../identity/identity.tables';
import { addressFor, loadSettings } from './notification-settings';

/**
 * GET /fetchMessageConfigList (spec 000 §3 "Message config"): the account's language, each
 * channel with the address it would reach (masked) and whether it is on, each topic and
 * whether it is sent outside the message centre.
 */
export async function getMessageConfig({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<MessageConfig> {
  const [account] = await ctx.db
    .select({ phone: users.phone, email: users.email, dingtalkPhone: users.dingtalkPhone, language: users.language })
    .from(users)
    .where(eq(users.id, actor.user.id))
    .limit(1);
  const settings = await loadSettings(ctx.db, actor.user.id);
  const addresses = account ?? { phone: null, email: null, dingtalkPhone: null };
  return {
    languageType: MESSAGE_LANGUAGE_TYPES[account?.language ?? 'zh'],
    modeConfigVos: NOTIFICATION_CHANNELS.map((channel) => {
      const address = addressFor(channel, addresses);
      return {
        id: notificationChannelIds[channel],
        title: enumLabel(notificationChannelLabels, channel, actor.locale),
        account: address ? maskRecipient(address) : '',
        // A channel without an address sends nothing, so it shows as off whatever was stored.
        status: settings[channel] && address ? 1 : 0,
      };
    }),
    contentConfigVos: NOTIFICATION_TOPICS.map((topic) => ({
      id: notificationTopicIds[topic],
      name: enumLabel(notificationTopicLabels, topic, actor.locale),
      status: settings.topics[topic] ? 1 : 0,
    })),
  };
}
