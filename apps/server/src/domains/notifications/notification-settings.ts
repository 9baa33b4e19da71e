import { eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_TOPIC_DEFAULTS, NOTIFICATION_TOPICS, type NotificationChannel, type NotificationTopic } from '@wardline/contract';
import type { Database } from '../../db/client';
import { notificationSettings } from './notifications.tables';
import type { NotificationTemplate } from './templates';

export type EffectiveSettings = Record<NotificationChannel, boolean> & { topics: Record<NotificationTopic, boolean> };

type SettingsRow = typeof notificationSettings.$inferSelect;

/** A person's settings with the defaults filled in (no row yet: SMS and mail on, DingTalk off). */
export function effectiveSettings(row: SettingsRow | undefined): EffectiveSettings {
  const topics = Object.fromEntries(NOTIFICATION_TOPICS.map((t) => [t, row?.topics[t] ?? NOTIFICATION_TOPIC_DEFAULTS[t]])) as Record<NotificationTopic, boolean>;
  return { sms: row?.sms ?? true, email: row?.email ?? true, dingtalk: row?.dingtalk ?? false, topics };
}

export async function loadSettings(db: Database, userId: number): Promise<EffectiveSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return effectiveSettings(row);
}

export async function loadSettingsOf(db: Database, userIds: number[]): Promise<Map<number, EffectiveSettings>> {
  const rows = userIds.length ? await db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds)) : [];
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return new Map(userIds.map((id) => [id, effectiveSettings(byUser.get(id))]));
}

export type Addresses = { phone: string | null; email: string | null; dingtalkPhone: string | null };

const ADDRESS_OF: Record<NotificationChannel, keyof Addresses> = { sms: 'phone', email: 'email', dingtalk: 'dingtalkPhone' };

export function addressFor(channel: NotificationChannel, addresses: Addresses): string | null {
  return addresses[ADDRESS_OF[channel]];
}

/**
 * Where a notification goes besides the message centre. An account notice (no topic) goes
 * to the phone, or the mail when there is no phone, whatever the switches; anything else
 * goes to each channel switched on, for a topic switched on, that has an address.
 */
export function channelsFor(template: NotificationTemplate, settings: EffectiveSettings, addresses: Addresses): NotificationChannel[] {
  if (template.topic === null) {
    if (addresses.phone) return ['sms'];
    return addresses.email ? ['email'] : [];
  }
  if (!settings.topics[template.topic]) return [];
  return (['sms', 'email', 'dingtalk'] as const).filter((channel) => settings[channel] && addressFor(channel, addresses) !== null);
}
