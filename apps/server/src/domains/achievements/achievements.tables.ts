import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, smallint, boolean, date, timestamp, index, uniqueIndex, check, primaryKey } from 'drizzle-orm/pg-core';
import { ACHIEVEMENT_RULES, type AchievementRule } from '@wardline/contract';
import { users } from '../identity/identity.tables';
import { publicIdColumn } from '../../db/public-id';
import { oneOf } from '../../db/one-of';

/**
 * An achievement as staff define it in the console (spec 001 §3: title, content, logo, and
 * the rule that awards it): `rule` names a fact about a hacker and `target` how much of it
 * earns the achievement (valid reports 10, a first critical report 1…). One per rule and target.
 */
export const achievements = pgTable(
  'achievements',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull(),
    contentEn: text('content_en').notNull(),
    /** A site image path or an https address (the console's image field). */
    logo: text('logo'),
    rule: text('rule').$type<AchievementRule>().notNull(),
    target: integer('target').notNull(),
    /** A disabled achievement is awarded to no one more; those who hold it keep it. */
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('achievements_public_id_uq').on(t.publicId),
    uniqueIndex('achievements_rule_target_uq').on(t.rule, t.target),
    check('achievements_rule_ck', oneOf(t.rule, ACHIEVEMENT_RULES)),
    check('achievements_target_ck', sql`${t.target} between 1 and 10000`),
  ],
);
export type AchievementRow = typeof achievements.$inferSelect;

/**
 * An achievement a hacker obtained, once (the primary key): `confirmed_at` is the receipt of
 * the reminder after sign-in (`/achievement/confirmPersonalAchievement/{id}`); until then it
 * is in `/achievement/remind`.
 */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.id),
    obtainedAt: timestamp('obtained_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.achievementId] }),
    index('user_achievements_remind_idx').on(t.userId, t.obtainedAt).where(sql`${t.confirmedAt} is null`),
    index('user_achievements_achievement_idx').on(t.achievementId),
  ],
);

/**
 * Who finished each month (China time) in the top 10 of the monthly board, recorded once the
 * month is over by the monthly job: the fact the "top-10 month" achievement counts.
 */
export const monthlyTopTens = pgTable(
  'monthly_top_tens',
  {
    month: date('month', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ranking: smallint('ranking').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.userId] }), index('monthly_top_tens_user_idx').on(t.userId)],
);

/** The months whose top 10 was recorded (the job records a finished month once). */
export const monthlyTopTenRuns = pgTable('monthly_top_ten_runs', {
  month: date('month', { mode: 'string' }).primaryKey(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
});
