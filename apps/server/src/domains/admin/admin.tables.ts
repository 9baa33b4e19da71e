import { pgTable, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { UserStatus } from '@wardline/contract';
import { users } from '../identity/identity.tables';

/**
 * Why and by whom an account is disabled, and the status it had, so enabling restores
 * exactly that. One row per disabled user; enabling deletes it (the audit log keeps the
 * history). `users.status = 'foriben'` stays the one switch every check reads.
 */
export const userDisablements = pgTable('user_disablements', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  previousStatus: text('previous_status').$type<UserStatus>().notNull(),
  reason: text('reason').notNull(),
  disabledBy: integer('disabled_by').references(() => users.id, { onDelete: 'set null' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }).notNull().defaultNow(),
});
