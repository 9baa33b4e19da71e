import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Site-wide keys the server generates for itself when configuration gives none: today
 * the RSA key that decrypts password fields. Every process reads the same row, so a
 * password encrypted for one instance decrypts on any other.
 */
export const transportKeys = pgTable('transport_keys', {
  id: text('id').primaryKey(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
