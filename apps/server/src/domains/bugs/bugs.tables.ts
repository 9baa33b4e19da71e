import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, smallint, bigint, real, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { BUG_CLOSED_STATES, BUG_STATUSES, type BugStatus } from '@wardline/contract';
import { users } from '../identity/identity.tables';
import { projects } from '../projects/projects.tables';
import { publicIdColumn } from '../../db/public-id';
import { oneOf } from '../../db/one-of';

const CLOSED_STATES_SQL = BUG_CLOSED_STATES.map((state) => `'${state}'`).join(', ');
/**
 * A report still open (not in BUG_CLOSED_STATES), written out literally so the planner can
 * match the partial index `bugs_open_project_idx` (a bound parameter list would not).
 */
export const BUG_IS_OPEN = sql.raw(`"bugs"."state" not in (${CLOSED_STATES_SQL})`);

/** The states a company's lists may show (everything past triage): the company indexes' predicate. */
const COMPANY_VISIBLE = sql.raw(`state not in ('verifying', 'repeat', 'ignore', 'refuse')`);

/**
 * A vulnerability report (spec 001 §3 Bug, spec 002 §3.4, BRIEF §4 and issue 9). Grades are
 * the project's hole codes (`urgent`… or a company's `level-<weight>`) or `waitperfect`:
 * `self_grade` the hacker's, `audit_grade` triage's, `confirm_grade` the company's (final once
 * set), `end_grade` arbitration's. `holenumber` is the number people quote; the public id is
 * what URLs carry. The receipt: `digest` is SHA-256 over the canonical content chained to
 * `prev_digest`, the digest of the project's previous report (see bug-receipt.ts).
 * `company_id` repeats the project's owner so a company's lists read one index.
 */
export const bugs = pgTable(
  'bugs',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    holeNumber: text('hole_number').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<BugStatus>().notNull(),
    /** When the report entered its present state: the SLA clocks and the triage queue's order. */
    stateEnteredAt: timestamp('state_entered_at', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    selfGrade: text('self_grade').notNull(),
    judgeBasis: text('judge_basis').notNull(),
    /** A `/bugcategory` id. */
    bugType: text('bug_type').notNull(),
    /** Normalised (spec 002 §5.5). */
    url: text('url').notNull(),
    description: text('description').notNull(),
    danger: text('danger').notNull(),
    /** Sanitised HTML (the contract's rich-text allow-list). */
    detail: text('detail').notNull(),
    repairSuggestion: text('repair_suggestion').notNull(),
    cvssVector: text('cvss_vector'),
    cvssScore: real('cvss_score'),
    auditGrade: text('audit_grade'),
    confirmGrade: text('confirm_grade'),
    endGrade: text('end_grade'),
    /** The reason given with the last grading decision (triage, confirmation, arbitration). */
    gradeReason: text('grade_reason'),
    /** 0 never turned back, 1 waiting for the hacker's update, 2 updated (BUG_TURN). */
    isTurn: smallint('is_turn').notNull().default(0),
    /** The original of a duplicate (`repeat`). */
    duplicateOfId: integer('duplicate_of_id'),
    /** The company member who claimed an SRC report. */
    claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    appealDeadline: timestamp('appeal_deadline', { withTimezone: true }),
    appealReason: text('appeal_reason'),
    /** The bounty the final level carries, capped by the pool; set when grading ends. */
    rewardFen: bigint('reward_fen', { mode: 'number' }),
    /** The version of the content (1 at submission, +1 per update after a turn back). */
    version: integer('version').notNull().default(1),
    digest: text('digest').notNull(),
    prevDigest: text('prev_digest'),
    /** The server's first-seen time: the receipt's. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bugs_public_id_uq').on(t.publicId),
    uniqueIndex('bugs_hole_number_uq').on(t.holeNumber),
    // A company's bug list (all its projects or one), newest first, optionally by state.
    index('bugs_company_idx').on(t.companyId, t.id.desc().nullsFirst()).where(COMPANY_VISIBLE),
    index('bugs_company_state_idx').on(t.companyId, t.state, t.id.desc().nullsFirst()).where(COMPANY_VISIBLE),
    // One project's reports (the company's tab, staff, the digest chain), by state too.
    index('bugs_project_idx').on(t.projectId, t.id.desc().nullsFirst()),
    index('bugs_project_state_idx').on(t.projectId, t.state, t.id.desc().nullsFirst()),
    // My bugs (hacker), newest first, by state; the daily cap counts one hacker's reports in one project.
    index('bugs_reporter_idx').on(t.reporterId, t.id.desc().nullsFirst()),
    index('bugs_reporter_state_idx').on(t.reporterId, t.state, t.id.desc().nullsFirst()),
    index('bugs_reporter_project_idx').on(t.reporterId, t.projectId, t.createdAt),
    // The triage and arbitration queues, oldest first; the appeal window's scheduler.
    index('bugs_queue_idx').on(t.state, t.stateEnteredAt, t.id).where(sql`state in ('verifying', 'confirming', 'arbitrationing')`),
    index('bugs_appeal_due_idx').on(t.appealDeadline).where(sql`state = 'appeal'`),
    // Whether a project in settlement still has an open report (BUG_CLOSED_STATES): one probe per project.
    index('bugs_open_project_idx').on(t.projectId).where(sql.raw(`state not in (${CLOSED_STATES_SQL})`)),
    check('bugs_state_ck', oneOf(t.state, BUG_STATUSES)),
    check('bugs_turn_ck', sql`${t.isTurn} in (0, 1, 2)`),
    check('bugs_repeat_ck', sql`${t.state} <> 'repeat' or ${t.duplicateOfId} is not null`),
    check('bugs_reward_ck', sql`${t.rewardFen} is null or ${t.rewardFen} >= 0`),
  ],
);

/**
 * How many reports are in each state, kept by statement-level triggers on `bugs` in the same
 * transaction as any change (migration 0015), so the console's queues (triage holds 100,000
 * reports on the scale data) answer their totals from one row instead of counting.
 */
export const bugStateCounts = pgTable('bug_state_counts', {
  state: text('state').primaryKey(),
  reports: bigint('reports', { mode: 'number' }).notNull().default(0),
});

/**
 * The content of a report before each update (issue 9 §1: "the previous version is kept").
 * `content` holds the fields as they were, with that version's digest.
 */
export const bugVersions = pgTable(
  'bug_versions',
  {
    id: serial('id').primaryKey(),
    bugId: integer('bug_id')
      .notNull()
      .references(() => bugs.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    digest: text('digest').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('bug_versions_bug_version_uq').on(t.bugId, t.version)],
);

/** A comment on a report (spec 001 §3 Comment); never empty, plain text. */
export const bugComments = pgTable(
  'bug_comments',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    bugId: integer('bug_id')
      .notNull()
      .references(() => bugs.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bug_comments_public_id_uq').on(t.publicId),
    index('bug_comments_bug_idx').on(t.bugId, t.id),
    check('bug_comments_content_ck', sql`length(btrim(${t.content})) > 0`),
  ],
);

export type BugRow = typeof bugs.$inferSelect;
export type BugCommentRow = typeof bugComments.$inferSelect;
