import { sql } from 'drizzle-orm';
import { pgTable, serial, text, integer, smallint, bigint, boolean, timestamp, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  ENTER_STATUSES,
  HOLE_COLORS,
  PROJECT_STATES,
  PROJECT_SUB_TYPES,
  PROJECT_TYPES,
  type Currency,
  type EnterStatus,
  type HoleColor,
  type ProjectState,
  type ProjectSubType,
  type ProjectType,
} from '@wardline/contract';
import { users } from '../identity/identity.tables';
import { privateFiles } from '../../files/files.tables';
import { publicIdColumn } from '../../db/public-id';
import { oneOf } from '../../db/one-of';

/** The states the hall may list (never unaudited, failed, paused): the partial indexes' predicate. */
const LISTED = sql.raw(`state in ('audited', 'apply', 'doing', 'settlement', 'stop')`);

/**
 * A testing project a company published (spec 002 §3.1–3.2, BRIEF §4). Money is integer fen
 * (bigint: a pool reaches 99,999,999,900 fen). `taken_places` counts approved participants and
 * moves only by one conditional update (`… WHERE tester_cap IS NULL OR taken_places < tester_cap`),
 * so places are never overbooked. The VPN password is stored as field ciphertext.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<ProjectState>().notNull().default('unaudited'),
    projectType: text('project_type').$type<ProjectType>().notNull(),
    subType: text('sub_type').$type<ProjectSubType>().notNull().default('web'),
    companyName: text('company_name').notNull(),
    /** Hide the company's name from hackers (spec `privatemode`). */
    hideCompanyName: boolean('hide_company_name').notNull().default(false),
    name: text('name').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    rewardPoolFen: bigint('reward_pool_fen', { mode: 'number' }).notNull().default(0),
    hideRewardPool: boolean('hide_reward_pool').notNull().default(false),
    currency: text('currency').$type<Currency>().notNull().default('rmb'),
    /** Bounties paid out of the pool so far (progress = paid / pool); reports move it later. */
    paidFen: bigint('paid_fen', { mode: 'number' }).notNull().default(0),
    /** Lowest and highest level reward, kept with the levels so the hall reads one row. */
    lowRewardFen: bigint('low_reward_fen', { mode: 'number' }).notNull().default(0),
    highRewardFen: bigint('high_reward_fen', { mode: 'number' }).notNull().default(0),
    introduction: text('introduction').notNull(),
    testRule: text('test_rule').notNull(),
    testRange: text('test_range').notNull(),
    authorFileRef: text('author_file_ref')
      .notNull()
      .references(() => privateFiles.id),
    /** Approved participants allowed; null is unlimited. */
    testerCap: integer('tester_cap'),
    takenPlaces: integer('taken_places').notNull().default(0),
    verifyType: smallint('verify_type').notNull().default(0),
    personType: smallint('person_type').notNull().default(0),
    personLevel: smallint('person_level').notNull().default(0),
    bugAudit: boolean('bug_audit').notNull().default(false),
    vpn: boolean('vpn').notNull().default(false),
    vpnUserName: text('vpn_user_name'),
    vpnPasswordCipher: text('vpn_password_cipher'),
    smsNotice: boolean('sms_notice').notNull().default(false),
    retest: boolean('retest').notNull().default(false),
    difficulty: smallint('difficulty').notNull().default(2),
    /**
     * Reports received so far and the digest of the last one: the next report's number and the
     * link of its receipt chain, both moved under this row's lock (domains/bugs/bug-receipt.ts).
     */
    bugCount: integer('bug_count').notNull().default(0),
    lastBugDigest: text('last_bug_digest'),
    /** SLA thresholds in working days (issue 9 §5): past them staff see the report flagged and the company is reminded. */
    triageSlaDays: smallint('triage_sla_days').notNull().default(5),
    confirmSlaDays: smallint('confirm_sla_days').notNull().default(5),
    rejectReason: text('reject_reason'),
    pauseReason: text('pause_reason'),
    /** When the company last sent it for review (publish or an edit). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** When staff approved it: the hall's "latest" order. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * When its money was secured (issue 10 §1): a bug bounty's pool and fee escrowed from the
     * company's balance, or the approval of an SRC (no money). An approved project without it
     * waits in `audited` for funds; the lifecycle moves it on only once it is set.
     */
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('projects_public_id_uq').on(t.publicId),
    // The hall: latest (approved_at) or highest bonus, whole list or by state / type / subtype; index-backed order, no sort.
    index('projects_hall_latest_idx').on(t.approvedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(LISTED),
    index('projects_hall_bonus_idx').on(t.rewardPoolFen.desc().nullsFirst(), t.id.desc().nullsFirst()).where(LISTED),
    index('projects_hall_state_latest_idx').on(t.state, t.approvedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(LISTED),
    index('projects_hall_state_bonus_idx').on(t.state, t.rewardPoolFen.desc().nullsFirst(), t.id.desc().nullsFirst()).where(LISTED),
    index('projects_hall_type_latest_idx').on(t.projectType, t.subType, t.approvedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(LISTED),
    // A company's own projects (my projects, ownership filter).
    index('projects_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The console's queue and the scheduler's due moves.
    index('projects_state_submitted_idx').on(t.state, t.submittedAt, t.id),
    index('projects_due_start_idx').on(t.startAt).where(sql`state in ('audited', 'apply')`),
    index('projects_due_end_idx').on(t.endAt).where(sql`state in ('audited', 'apply', 'doing')`),
    index('projects_settlement_idx').on(t.id).where(sql`state = 'settlement'`),
    // The console's funding queue: approved projects waiting for their company's funds.
    index('projects_waiting_funds_idx').on(t.approvedAt, t.id).where(sql`state = 'audited' and funded_at is null`),
    check('projects_state_ck', oneOf(t.state, PROJECT_STATES)),
    check('projects_type_ck', oneOf(t.projectType, PROJECT_TYPES)),
    check('projects_sub_type_ck', oneOf(t.subType, PROJECT_SUB_TYPES)),
    check('projects_currency_ck', oneOf(t.currency, CURRENCIES)),
    check('projects_money_ck', sql`${t.rewardPoolFen} >= 0 and ${t.paidFen} >= 0 and ${t.paidFen} <= ${t.rewardPoolFen} and ${t.lowRewardFen} >= 0 and ${t.highRewardFen} <= ${t.rewardPoolFen}`),
    check('projects_period_ck', sql`${t.endAt} > ${t.startAt}`),
    check('projects_places_ck', sql`${t.takenPlaces} >= 0 and (${t.testerCap} is null or ${t.takenPlaces} <= ${t.testerCap})`),
    check('projects_levels_ck', sql`${t.verifyType} in (0, 1) and ${t.personType} in (0, 1, 2) and ${t.personLevel} between 0 and 4 and ${t.difficulty} between 1 and 3`),
    check('projects_src_ck', sql`${t.projectType} = 'bugbounty' or (${t.rewardPoolFen} = 0 and ${t.testerCap} is null and not ${t.vpn} and not ${t.bugAudit})`),
    check('projects_reject_ck', sql`${t.state} <> 'failed' or ${t.rejectReason} is not null`),
  ],
);

/** A project's vulnerability levels (spec 002 §3.3), weight unique per project. */
export const projectHoleLevels = pgTable(
  'project_hole_levels',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** `urgent`, `high`, `middle`, `low` for the defaults; `level-<weight>` for a company's own. */
    holeCode: text('hole_code').notNull(),
    name: text('name').notNull(),
    moneyFen: bigint('money_fen', { mode: 'number' }).notNull().default(0),
    description: text('description').notNull(),
    weight: integer('weight').notNull(),
    color: text('color').$type<HoleColor>().notNull(),
  },
  (t) => [
    uniqueIndex('project_hole_levels_weight_uq').on(t.projectId, t.weight),
    uniqueIndex('project_hole_levels_code_uq').on(t.projectId, t.holeCode),
    check('project_hole_levels_color_ck', oneOf(t.color, HOLE_COLORS)),
    check('project_hole_levels_weight_ck', sql`${t.weight} between 1 and 9999 and ${t.moneyFen} >= 0`),
  ],
);

/**
 * A hacker's enrolment in a project (spec 002 §3.5 participant): `apply` waits for the
 * company (verifytype 1), `normal` takes part, `refuse` was refused (with the reason). One
 * per project and person.
 */
export const projectEnrolments = pgTable(
  'project_enrolments',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<EnterStatus>().notNull(),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('project_enrolments_public_id_uq').on(t.publicId),
    uniqueIndex('project_enrolments_project_user_uq').on(t.projectId, t.userId),
    // The participants tab, newest first, optionally by state.
    index('project_enrolments_project_idx').on(t.projectId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('project_enrolments_project_state_idx').on(t.projectId, t.state, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // My projects (hacker), newest first; the five-concurrent check counts live ones.
    index('project_enrolments_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('project_enrolments_user_live_idx').on(t.userId, t.projectId).where(sql`state in ('apply', 'normal')`),
    check('project_enrolments_state_ck', oneOf(t.state, ENTER_STATUSES)),
    check('project_enrolments_reason_ck', sql`${t.state} <> 'refuse' or ${t.reason} is not null`),
  ],
);

/**
 * A publish or update that was refused, kept so the company can reopen it (spec 002 §4).
 * `form` is the body as sent, unchecked: it failed. Bounded per company (MAX_PROJECT_DRAFTS).
 */
export const projectDrafts = pgTable(
  'project_drafts',
  {
    id: serial('id').primaryKey(),
    publicId: publicIdColumn(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The project an update was for; null for a new project. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    form: jsonb('form').$type<Record<string, unknown>>().notNull(),
    projectName: text('project_name').notNull().default(''),
    projectType: text('project_type').notNull().default(''),
    /** The refusal's message, in the language of the failed call. */
    errmsg: text('errmsg').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('project_drafts_public_id_uq').on(t.publicId), index('project_drafts_company_idx').on(t.companyId, t.savedAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** Serial ids are inside only: every table here is named outside by `public_id` (hole levels by their code). */
export type ProjectRow = typeof projects.$inferSelect;
export type ProjectHoleLevelRow = typeof projectHoleLevels.$inferSelect;
export type ProjectEnrolmentRow = typeof projectEnrolments.$inferSelect;
