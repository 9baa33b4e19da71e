import { sql } from 'drizzle-orm';
import { pgTable, bigint, integer, text, boolean, timestamp, jsonb, uuid, index, uniqueIndex, unique, check } from 'drizzle-orm/pg-core';
import {
  BUG_STATUSES,
  CURRENCIES,
  LEDGER_ACCOUNT_KINDS,
  LEDGER_KINDS_ALLOWED_NEGATIVE,
  LEDGER_TRANSFER_KINDS,
  PAYOUT_STATES,
  SETTLEMENT_BATCH_KINDS,
  type BugStatus,
  type Currency,
  type LedgerAccountKind,
  type LedgerTransferKind,
  type PayoutState,
  type ReconciliationCheck,
  type SettlementBatchKind,
} from '@wardline/contract';
import { users } from '../identity/identity.tables';
import { projects } from '../projects/projects.tables';
import { bugs } from '../bugs/bugs.tables';
import { publicIdColumn } from '../../db/public-id';
import { oneOf } from '../../db/one-of';

const NEGATIVE_ALLOWED = LEDGER_KINDS_ALLOWED_NEGATIVE.map((k) => `'${k}'`).join(', ');

/**
 * An account of the double-entry ledger (issue 10 §1): one per kind, owner and currency. A
 * company's balance and a hacker's earnings are owned by the user; a project's pool by the
 * project (and its company, so a company's waiting money is one indexed read); the platform's
 * own accounts have no owner. `balance_fen` is the running sum of its entries, moved only by
 * `transfer()` in the transaction that inserts them, a debit by one conditional update.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    projectId: integer('project_id').references(() => projects.id),
    balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('ledger_accounts_identity_uq').on(t.kind, t.currency, t.ownerUserId, t.projectId).nullsNotDistinct(),
    index('ledger_accounts_owner_idx').on(t.ownerUserId, t.kind, t.currency),
    index('ledger_accounts_project_idx').on(t.projectId),
    check('ledger_accounts_kind_ck', oneOf(t.kind, LEDGER_ACCOUNT_KINDS)),
    check('ledger_accounts_currency_ck', oneOf(t.currency, CURRENCIES)),
    check('ledger_accounts_balance_ck', sql.raw(`balance_fen >= 0 or kind in (${NEGATIVE_ALLOWED})`)),
  ],
);

/**
 * One movement of money: its entries add up to zero. The idempotency key (`deposit:<uuid>`,
 * `escrow:<projectId>`, `bounty:<bugId>`…) makes a repeated request find the first one instead
 * of moving money twice. Append-only (triggers refuse UPDATE and DELETE, migration 0017).
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').$type<LedgerTransferKind>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    memo: text('memo').notNull().default(''),
    projectId: integer('project_id').references(() => projects.id),
    bugId: integer('bug_id').references(() => bugs.id),
    payoutId: bigint('payout_id', { mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key_uq').on(t.idempotencyKey),
    index('ledger_transfers_bug_idx').on(t.bugId).where(sql`${t.bugId} is not null`),
    index('ledger_transfers_payout_idx').on(t.payoutId).where(sql`${t.payoutId} is not null`),
    check('ledger_transfers_kind_ck', oneOf(t.kind, LEDGER_TRANSFER_KINDS)),
  ],
);

/**
 * One side of a transfer on one account: signed fen (in positive, out negative) and the
 * account's balance just after it, so a statement page needs no sums. Append-only.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A statement: one account's movements newest first, a page at a time (keyset on id).
    index('ledger_entries_account_idx').on(t.accountId, t.id.desc().nullsFirst()),
    index('ledger_entries_transfer_idx').on(t.transferId),
    check('ledger_entries_amount_ck', sql`${t.amountFen} <> 0`),
  ],
);

/** A bank transfer a company made to the platform, recorded by finance staff; `request_id` is the form's, once. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicIdColumn(),
    requestId: uuid('request_id').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').$type<Currency>().notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    bankReference: text('bank_reference').notNull(),
    note: text('note').notNull().default(''),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('deposits_public_id_uq').on(t.publicId),
    uniqueIndex('deposits_request_uq').on(t.requestId),
    index('deposits_list_idx').on(t.id.desc().nullsFirst()),
    index('deposits_company_idx').on(t.companyId, t.id.desc().nullsFirst()),
    check('deposits_amount_ck', sql`${t.amountFen} > 0`),
  ],
);

/**
 * A report's bounty once it left the pool (`bounty:<bugId>`): gross owed, then the tax and net
 * of the payout that carries it. One row per report (the key of "never paid twice"); `state`
 * follows the report's money states.
 */
export const bugPayments = pgTable(
  'bug_payments',
  {
    bugId: integer('bug_id')
      .primaryKey()
      .references(() => bugs.id),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    currency: text('currency').$type<Currency>().notNull(),
    grossFen: bigint('gross_fen', { mode: 'number' }).notNull(),
    taxFen: bigint('tax_fen', { mode: 'number' }).notNull().default(0),
    netFen: bigint('net_fen', { mode: 'number' }).notNull().default(0),
    state: text('state').$type<BugStatus>().notNull(),
    payoutId: bigint('payout_id', { mode: 'number' }),
    /** Paid ahead of a batch from the platform's funds: the gross is owed back to the platform at the next batch. */
    advanced: boolean('advanced').notNull().default(false),
    /** When the platform got its advance back from the hacker's earnings. */
    advanceRecoveredAt: timestamp('advance_recovered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // What a batch takes and the console's payable queue: owed reports, oldest first.
    index('bug_payments_payable_idx').on(t.state, t.updatedAt, t.bugId).where(sql`state in ('paying', 'paymentFailed', 'unpaid')`),
    index('bug_payments_reporter_idx').on(t.reporterId, t.state),
    index('bug_payments_payout_idx').on(t.payoutId).where(sql`${t.payoutId} is not null`),
    index('bug_payments_recover_idx').on(t.reporterId).where(sql`advanced and advance_recovered_at is null`),
    check('bug_payments_state_ck', oneOf(t.state, BUG_STATUSES)),
    check('bug_payments_amounts_ck', sql`${t.grossFen} >= 0 and ${t.taxFen} >= 0 and ${t.netFen} >= 0 and ${t.taxFen} + ${t.netFen} <= ${t.grossFen}`),
  ],
);

/** A settlement run: the month's (once per period), one staff started, or one advance payment. */
export const settlementBatches = pgTable(
  'settlement_batches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicIdColumn(),
    kind: text('kind').$type<SettlementBatchKind>().notNull(),
    /** The China month it settles (YYYY-MM). */
    period: text('period').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set once every hacker owed was settled: a monthly batch interrupted by a restart is carried on by the next run. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('settlement_batches_public_id_uq').on(t.publicId),
    uniqueIndex('settlement_batches_monthly_uq').on(t.period).where(sql`kind = 'monthly'`),
    index('settlement_batches_list_idx').on(t.id.desc().nullsFirst()),
    check('settlement_batches_kind_ck', oneOf(t.kind, SETTLEMENT_BATCH_KINDS)),
  ],
);

/**
 * One transfer to one hacker's certified bank card: the gross of their reports in a batch, the
 * tax withheld, the net sent. `tax_month` (China month) lets a second payout in a month withhold
 * on the month's total. The card is kept masked; the full number goes only to the provider.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicIdColumn(),
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => settlementBatches.id),
    hackerId: integer('hacker_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').$type<Currency>().notNull(),
    grossFen: bigint('gross_fen', { mode: 'number' }).notNull(),
    taxFen: bigint('tax_fen', { mode: 'number' }).notNull(),
    netFen: bigint('net_fen', { mode: 'number' }).notNull(),
    taxMonth: text('tax_month').notNull(),
    state: text('state').$type<PayoutState>().notNull().default('queued'),
    /** Paid from the platform's funds ahead of the batch. */
    advance: boolean('advance').notNull().default(false),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    payeeName: text('payee_name').notNull(),
    cardMasked: text('card_masked').notNull(),
    bankName: text('bank_name').notNull(),
    certificationId: integer('certification_id'),
    retryOf: bigint('retry_of', { mode: 'number' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_public_id_uq').on(t.publicId),
    // A batch pays each hacker once per currency (retries are the payout's own children).
    uniqueIndex('payouts_batch_hacker_uq').on(t.batchId, t.hackerId, t.currency).where(sql`retry_of is null`),
    uniqueIndex('payouts_retry_uq').on(t.retryOf).where(sql`retry_of is not null`),
    index('payouts_batch_idx').on(t.batchId, t.id),
    index('payouts_tax_month_idx').on(t.hackerId, t.currency, t.taxMonth),
    index('payouts_hacker_paid_idx').on(t.hackerId, t.currency).where(sql`state = 'paid'`),
    check('payouts_state_ck', oneOf(t.state, PAYOUT_STATES)),
    check('payouts_amounts_ck', sql`${t.grossFen} > 0 and ${t.taxFen} >= 0 and ${t.netFen} = ${t.grossFen} - ${t.taxFen}`),
  ],
);

export type ReconciliationFinding = { check: ReconciliationCheck; subject: string; detail: string };

/** A reconciliation check (staff or the nightly job) and what it found. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    publicId: publicIdColumn(),
    trigger: text('trigger').$type<'staff' | 'nightly'>().notNull(),
    /** The China date of a nightly run: one per night whatever the number of processes. */
    nightOf: text('night_of'),
    ok: boolean('ok').notNull(),
    accounts: integer('accounts').notNull(),
    transfers: integer('transfers').notNull(),
    findings: jsonb('findings').$type<ReconciliationFinding[]>().notNull(),
    totals: jsonb('totals').$type<{ kind: string; currency: Currency; balanceFen: number }[]>().notNull(),
    startedBy: integer('started_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reconciliation_runs_public_id_uq').on(t.publicId),
    uniqueIndex('reconciliation_runs_night_uq').on(t.nightOf).where(sql`${t.nightOf} is not null`),
    index('reconciliation_runs_list_idx').on(t.id.desc().nullsFirst()),
    check('reconciliation_runs_trigger_ck', sql`${t.trigger} in ('staff', 'nightly')`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type BugPaymentRow = typeof bugPayments.$inferSelect;
