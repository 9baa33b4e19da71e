import { pgTable, integer, text, timestamp, primaryKey, check } from 'drizzle-orm/pg-core';
import { STAFF_PERMISSIONS, type StaffPermission, type UserStatus } from '@wardline/contract';
import { users } from '../identity/identity.tables';
import { oneOf } from '../../db/one-of';

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

/**
 * What each staff account may do in the console (contract `STAFF_PERMISSIONS`): one row
 * per granted permission, so granting and withdrawing are plain inserts and deletes and
 * the audit log holds who changed them. Rows of a non-staff account mean nothing.
 */
export const staffPermissions = pgTable(
  'staff_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').$type<StaffPermission>().notNull(),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] }), check('staff_permissions_permission_ck', oneOf(t.permission, STAFF_PERMISSIONS))],
);
