import { sql } from 'drizzle-orm';
import { pgTable, serial, bigserial, text, integer, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { users } from '../identity/identity.tables';
import { publicIdColumn } from '../../db/public-id';

export const TEAM_STATES = ['active', 'dissolved'] as const;
export type TeamState = (typeof TEAM_STATES)[number];

/**
 * A hackers' team (spec 001 §2 team hall, my team). `member_count` moves in the transaction
 * of every join and leave (the hall shows it without counting); a team whose last member
 * leaves is `dissolved`: hidden from the hall and the boards, its history kept.
 */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Public URL path of the logo (POST /portal/uploadfile). */
    logo: text('logo').notNull(),
    state: text('state').$type<TeamState>().notNull().default('active'),
    memberCount: integer('member_count').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    dissolvedAt: timestamp('dissolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('teams_public_id_uq').on(t.publicId),
    // Two live teams never share a name, whatever the letter case; a dissolved team frees its name.
    uniqueIndex('teams_name_uq').on(sql`lower(${t.name})`).where(sql`${t.state} = 'active'`),
    // The hall, newest first.
    index('teams_active_idx').on(t.id.desc().nullsFirst()).where(sql`${t.state} = 'active'`),
    check('teams_state_ck', sql`${t.state} in ('active', 'dissolved')`),
    check('teams_member_count_ck', sql`${t.memberCount} >= 0 and (${t.state} = 'dissolved' or ${t.memberCount} > 0)`),
  ],
);
export type TeamRow = typeof teams.$inferSelect;

export const TEAM_ROLES = ['captain', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Who is in which team now: the primary key on the user is the rule "one team per hacker". */
export const teamMembers = pgTable(
  'team_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    role: text('role').$type<TeamRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('team_members_team_idx').on(t.teamId, t.joinedAt, t.userId), check('team_members_role_ck', sql`${t.role} in ('captain', 'member')`)],
);

export const TEAM_APPLICATION_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TeamApplicationState = (typeof TEAM_APPLICATION_STATES)[number];

/** An application to join a team; the partial unique index is the rule "one pending application at a time". */
export const teamApplications = pgTable(
  'team_applications',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remark: text('remark').notNull().default(''),
    state: text('state').$type<TeamApplicationState>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('team_applications_public_id_uq').on(t.publicId),
    uniqueIndex('team_applications_one_pending_uq').on(t.userId).where(sql`${t.state} = 'pending'`),
    // The captain's review list and the applyCount dot.
    index('team_applications_team_pending_idx').on(t.teamId, t.id).where(sql`${t.state} = 'pending'`),
    check('team_applications_state_ck', sql`${t.state} in ('pending', 'approved', 'rejected', 'cancelled')`),
  ],
);

export const TEAM_ACTIVITY_KINDS = ['created', 'joined', 'left', 'captain', 'edited', 'dissolved'] as const;
export type TeamActivityKind = (typeof TEAM_ACTIVITY_KINDS)[number];

/** What happened to a team's membership (`/team/memberDynamics`), newest first; points come from point_awards. */
export const teamActivities = pgTable(
  'team_activities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The member it is about. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who did it (the captain approving, the member leaving). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<TeamActivityKind>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('team_activities_team_idx').on(t.teamId, t.id.desc().nullsFirst()),
    // "Joined a team" for achievements.
    index('team_activities_user_idx').on(t.userId, t.kind),
    check('team_activities_kind_ck', sql`${t.kind} in ('created', 'joined', 'left', 'captain', 'edited', 'dissolved')`),
  ],
);
