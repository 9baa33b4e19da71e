import { sql } from 'drizzle-orm';
import { pgTable, bigserial, integer, text, jsonb, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { publicIdColumn } from '../../db/public-id';
import { users } from '../identity/identity.tables';

/**
 * Every change staff make, written in the same transaction as the change itself, so a
 * change without its audit row cannot exist. Append-only: nothing updates or deletes it.
 * `before` / `after` are snapshots of the target (null for a create / a delete).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: publicIdColumn(),
    /** Null only if the staff account was later deleted; the nickname snapshot stays in `staff_nickname`. */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    staffNickname: text('staff_nickname').notNull().default(''),
    /** `<target>.<verb>`, e.g. `user.disable`, `announcement.update`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    /** The target's public id (the key for settings); never a serial id. */
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
    clientIp: text('client_ip').notNull().default(''),
  },
  (t) => [
    uniqueIndex('audit_log_public_id_uq').on(t.publicId),
    index('audit_log_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at.desc().nullsFirst()),
    index('audit_log_staff_idx').on(t.staffId, t.at.desc().nullsFirst()),
  ],
);
