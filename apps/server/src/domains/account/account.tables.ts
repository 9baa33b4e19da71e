import { pgTable, serial, text, integer, smallint, timestamp, uniqueIndex, index, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../identity/identity.tables';
import { certifications } from '../certification/certification.tables';

/**
 * The personal info of the account centre (spec 001 §3 "Person info") that the account row
 * does not hold already (birthday, country and area live on `users`): one row per person,
 * written by POST /user/settingPersonalInfo.
 */
export const personInfos = pgTable('person_infos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  website: text('website').notNull().default(''),
  shippingAddress: text('shipping_address').notNull().default(''),
  team: text('team').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change of a hacker's bank card made in the account centre. The change itself is a new
 * approved real-name record (`certification_id`) that replaces the one in force, so history
 * stays; this row is what makes it once per calendar year: unique (user, year), so two
 * racing changes cannot both land.
 */
export const bankCardChanges = pgTable(
  'bank_card_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The calendar year of the change in China time. */
    year: smallint('year').notNull(),
    certificationId: integer('certification_id')
      .notNull()
      .references(() => certifications.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_card_changes_user_year_uq').on(t.userId, t.year),
    index('bank_card_changes_user_idx').on(t.userId, t.changedAt.desc().nullsFirst()),
    check('bank_card_changes_year_ck', sql`${t.year} between 2000 and 9999`),
  ],
);
