import { sql } from 'drizzle-orm';
import { pgTable, bigserial, bigint, integer, text, boolean, jsonb, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationTopic } from '@wardline/contract';
import { oneOf } from '../../db/one-of';
import { users } from '../identity/identity.tables';
import { events } from '../../platform/events/events.tables';

/**
 * The message centre (spec 000 §2 /userCenter/news): one row per message to one person.
 * The text is a template and its parameters, rendered in the reader's language when read.
 * `public_id` is what URLs and the API carry; the serial id never leaves the server.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    url: text('url'),
    /** The event it tells of: one message per person per event, however often the event is handled. */
    eventId: bigint('event_id', { mode: 'number' }).references(() => events.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('messages_public_id_uq').on(t.publicId),
    uniqueIndex('messages_event_user_uq').on(t.eventId, t.userId),
    // The list (all, unread, read) pages through one person's messages newest first.
    index('messages_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The bell's count reads only the unread slice.
    index('messages_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Each person's message counts, kept by statement triggers on `messages` (migration
 * 0004): the bell and the list's total read one row instead of counting thousands of
 * messages on every page. Every insert, read mark and delete moves them in the same
 * transaction, whichever code path made it.
 */
export const messageCounts = pgTable('message_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  unread: integer('unread').notNull().default(0),
});

/**
 * Where a person wants to hear besides the message centre. No row means the defaults
 * (SMS and mail on, DingTalk off, topics as NOTIFICATION_TOPIC_DEFAULTS).
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sms: boolean('sms').notNull().default(true),
  email: boolean('email').notNull().default(true),
  dingtalk: boolean('dingtalk').notNull().default(false),
  /** Topic → on/off; a topic missing here has its default. */
  topics: jsonb('topics').$type<Partial<Record<NotificationTopic, boolean>>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const DELIVERY_STATES = ['queued', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One message sent out through one channel: queued, then sent or (after its last retry) failed. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    state: text('state').$type<DeliveryState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_message_channel_uq').on(t.messageId, t.channel),
    check('notification_deliveries_channel_ck', oneOf(t.channel, NOTIFICATION_CHANNELS)),
    check('notification_deliveries_state_ck', oneOf(t.state, DELIVERY_STATES)),
  ],
);

/** Every try of a delivery, kept: which provider, what happened, the error if any (never the recipient or text). */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => notificationDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    provider: text('provider').notNull(),
    succeeded: boolean('succeeded').notNull(),
    error: text('error'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
