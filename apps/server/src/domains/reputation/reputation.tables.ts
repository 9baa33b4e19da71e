import { sql } from 'drizzle-orm';
import { pgTable, bigserial, integer, smallint, text, date, boolean, timestamp, index, uniqueIndex, check, primaryKey } from 'drizzle-orm/pg-core';
import { RIGHTS_LEVELS, type RightsLevel } from '@wardline/contract';
import { users } from '../identity/identity.tables';
import { bugs } from '../bugs/bugs.tables';
import { teams } from '../teams/teams.tables';
import { oneOf } from '../../db/one-of';

export const POINT_AWARD_REASONS = ['reportEnded'] as const;
export type PointAwardReason = (typeof POINT_AWARD_REASONS)[number];

/**
 * Points are rows, never a counter someone could race (BRIEF §4): who, for which report, how
 * many, when and why. One award per report and reason (the unique key makes a second
 * delivery of the same `end` a no-op). `team_id` is the team the hacker was in when the
 * points were earned: team points are the members' points earned while members. Written
 * once and never changed (a trigger refuses updates); the period totals below follow.
 */
export const pointAwards = pgTable(
  'point_awards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bugId: integer('bug_id')
      .notNull()
      .references(() => bugs.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<PointAwardReason>().notNull(),
    points: integer('points').notNull(),
    /** The final level's weight and the rights level whose multiplier applied, as they were. */
    weight: integer('weight').notNull(),
    rightsLevel: text('rights_level').$type<RightsLevel>().notNull(),
    /** The final level was the critical one (achievements count these). */
    critical: boolean('critical').notNull(),
    teamId: integer('team_id').references(() => teams.id),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('point_awards_bug_reason_uq').on(t.bugId, t.reason),
    // A hacker's points by time: rights levels (last year's sum), progress, "my points".
    index('point_awards_user_idx').on(t.userId, t.awardedAt),
    // A team's points activity (`/team/rankDynamics`), newest first.
    index('point_awards_team_idx').on(t.teamId, t.id.desc().nullsFirst()).where(sql`${t.teamId} is not null`),
    check('point_awards_points_ck', sql`${t.points} > 0 and ${t.weight} > 0`),
    check('point_awards_reason_ck', oneOf(t.reason, POINT_AWARD_REASONS)),
    check('point_awards_rights_level_ck', oneOf(t.rightsLevel, RIGHTS_LEVELS)),
  ],
);
export type PointAwardRow = typeof pointAwards.$inferSelect;

/**
 * Each hacker's points per period, kept exactly by a statement trigger on point_awards
 * (migration, hand-written part) in the awarding transaction: `kind` 0 all time (start
 * 1970-01-01), 1 month, 2 quarter, 3 year, `start` the period's first day in China time.
 * A board is the first ten rows of one (kind, start) in index order; a rank is a count of
 * the rows in front. `reached_at` (the last award counted) breaks ties: who got there first.
 */
export const pointTotals = pgTable(
  'point_totals',
  {
    kind: smallint('kind').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.start, t.userId] }),
    index('point_totals_board_idx').on(t.kind, t.start, t.points.desc().nullsFirst(), t.reachedAt, t.userId),
    check('point_totals_kind_ck', sql`${t.kind} between 0 and 3`),
  ],
);

/**
 * How many hackers hold each points total of a period, kept by a row trigger on point_totals:
 * a rank is 1 + the holders of every higher total (a few hundred rows, not a count over every
 * hacker of the period) + those who reached the same total first.
 */
export const pointRankBuckets = pgTable(
  'point_rank_buckets',
  {
    kind: smallint('kind').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
    holders: integer('holders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.start, t.points] })],
);

/** The same per team: the points members earned for it, by period. */
export const teamPointTotals = pgTable(
  'team_point_totals',
  {
    kind: smallint('kind').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.start, t.teamId] }),
    index('team_point_totals_board_idx').on(t.kind, t.start, t.points.desc().nullsFirst(), t.reachedAt, t.teamId),
    check('team_point_totals_kind_ck', sql`${t.kind} between 0 and 3`),
  ],
);

/**
 * The rights level of a hacker for a calendar year, decided from the previous year's points
 * (BRIEF §4) by the yearly job or on demand. A hacker without a row had no points before the
 * year began: `new`.
 */
export const rightsLevels = pgTable(
  'rights_levels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    level: text('level').$type<RightsLevel>().notNull(),
    previousYearPoints: integer('previous_year_points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.userId] }), check('rights_levels_level_ck', oneOf(t.level, RIGHTS_LEVELS))],
);

/** When each year's rights levels were decided: the yearly job runs once a year is missing here. */
export const rightsLevelRuns = pgTable('rights_level_runs', {
  year: smallint('year').primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

