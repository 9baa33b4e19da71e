import { pgTable, serial, text, integer, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every message the platform sends, whatever the provider: the audit trail, and the
 * development outbox when no provider is configured.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'sms' | 'email' | 'dingtalk'>().notNull(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    /** The verification code the message carries; only read by the development outbox. */
    code: text('code'),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt.desc().nullsFirst())],
);

/**
 * Short-lived verification codes, stored as a hash. One live code per purpose and
 * target: a new send replaces the old one.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('verification_codes_target_uq').on(t.purpose, t.target)],
);

/** Fixed-window counters for rate limits when Redis is not configured. */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
