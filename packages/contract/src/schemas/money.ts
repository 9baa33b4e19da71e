import { z } from 'zod';
import { isoDate, publicIdSchema, sizeParam } from './common';
import { adminPageQuery, reasonSchema } from './admin';
import { currencySchema } from '../enums/project';
import { bugStatusSchema } from '../enums/bug';
import { ledgerTransferKindSchema, payoutStateSchema, settlementBatchKindSchema } from '../enums/money';
import { yuanAmountSchema } from '../validators/money';

/**
 * Money on the wire (issue 10): amounts are yuan with 2 decimals as strings (`"1234.50"`,
 * `fenToYuan`), signed where a movement goes out; integer fen inside. Ids are public ids.
 */
const yuan = z.string();

/** Largest single deposit staff may record: 100,000,000 yuan. */
export const DEPOSIT_MAX_YUAN = 100_000_000;
/** Rows of a statement page, and the most one page may ask for. */
export const STATEMENT_PAGE_SIZE = 20;
export const STATEMENT_PAGE_MAX = 100;
/** A statement download holds at most this many movements (newest first). */
export const STATEMENT_DOWNLOAD_MAX = 50_000;

// ——— The account header (POST /user/getBonus) ———

/**
 * The money figures of the account header (spec 001 §3 "Account detail": rmbTotalBonus for
 * hackers; rmbAccountBalance, rmbWaitBalance, rmbPaidBalance for companies), per currency.
 * Bonus = net paid to the bank + gross still owed (pending). A company's waiting = what is left
 * in its projects' pools; paid = what left the pools for hackers.
 */
export const accountFigures = z.object({
  rmbTotalBonus: yuan,
  dollarTotalBonus: yuan,
  rmbPendingBonus: yuan,
  dollarPendingBonus: yuan,
  rmbAccountBalance: yuan,
  rmbWaitBalance: yuan,
  rmbPaidBalance: yuan,
  dollarAccountBalance: yuan,
  dollarWaitBalance: yuan,
  dollarPaidBalance: yuan,
});
export type AccountFigures = z.infer<typeof accountFigures>;

// ——— Statements ———

/** An opaque page position: where the previous page ended. */
export const statementCursorSchema = z.string().trim().max(64, 'invalid').regex(/^[A-Za-z0-9_-]*$/, 'invalid');

export const statementQuery = z.object({
  currency: currencySchema.default('rmb'),
  cursor: z.preprocess((v) => (v === '' || v === null ? undefined : v), statementCursorSchema.optional()),
  size: sizeParam(STATEMENT_PAGE_SIZE, STATEMENT_PAGE_MAX),
});
export type StatementQuery = z.input<typeof statementQuery>;

export const statementDownloadQuery = z.object({ currency: currencySchema.default('rmb') });

/** One movement of the caller's account, with the report and project it concerns. */
export const statementLine = z.object({
  at: isoDate,
  kind: ledgerTransferKindSchema,
  /** Signed: money in is positive, money out negative. */
  amount: yuan,
  balanceAfter: yuan,
  memo: z.string(),
  project: z.object({ id: z.string(), name: z.string() }).nullable(),
  bug: z.object({ id: z.string(), holeNumber: z.string(), title: z.string() }).nullable(),
  /** A settlement line: what was withheld and what went to the bank. */
  payout: z.object({ gross: yuan, tax: yuan, net: yuan, state: payoutStateSchema }).nullable(),
});
export type StatementLine = z.infer<typeof statementLine>;

/** Whose statement: a hacker's earnings owed, or a company's balance. */
export const STATEMENT_ACCOUNTS = ['hackerEarnings', 'companyBalance'] as const;

export const statementPage = z.object({
  account: z.enum(STATEMENT_ACCOUNTS),
  currency: currencySchema,
  balance: yuan,
  data: z.array(statementLine),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type StatementPage = z.infer<typeof statementPage>;

// ——— Console: deposits and funding ———

export const adminDepositListQuery = adminPageQuery.extend({
  company: z.preprocess((v) => (v === '' || v === null ? undefined : v), publicIdSchema.optional()),
});
export type AdminDepositListQuery = z.input<typeof adminDepositListQuery>;

/** A bank transfer a company made, recorded by staff; `requestId` (a UUID the form makes once) makes a resubmission harmless. */
export const adminDepositBody = z.object({
  requestId: z.string({ error: 'deposit.requestId.invalid' }).uuid('deposit.requestId.invalid'),
  companyId: publicIdSchema.or(z.literal('')).refine((v) => v !== '', 'deposit.company.required'),
  currency: currencySchema.default('rmb'),
  amount: yuanAmountSchema(DEPOSIT_MAX_YUAN, { required: 'deposit.amount.required', range: 'deposit.amount.range' }).refine((fen) => fen > 0, 'deposit.amount.range'),
  bankReference: z
    .string({ error: 'deposit.bankReference.required' })
    .trim()
    .min(1, { error: 'deposit.bankReference.required', abort: true })
    .max(64, 'deposit.bankReference.max'),
  note: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(500, 'deposit.note.max')),
});
export type AdminDepositBody = z.input<typeof adminDepositBody>;

export const adminDeposit = z.object({
  id: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  currency: currencySchema,
  amount: yuan,
  bankReference: z.string(),
  note: z.string(),
  recordedBy: z.string(),
  createdAt: isoDate,
});
export type AdminDeposit = z.infer<typeof adminDeposit>;

/** The answer of a deposit: the row, the balance after it, and whether it repeated an earlier submission. */
export const adminDepositResult = z.object({ deposit: adminDeposit, balance: yuan, repeated: z.boolean() });
export type AdminDepositResult = z.infer<typeof adminDepositResult>;

export const adminMoneyCompanyQuery = adminPageQuery.extend({
  search: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(100, 'tooLong').optional()),
});
export type AdminMoneyCompanyQuery = z.input<typeof adminMoneyCompanyQuery>;

/** A company with its money (for the deposit form's picker). */
export const adminMoneyCompany = z.object({
  id: z.string(),
  name: z.string(),
  rmbBalance: yuan,
  rmbWaiting: yuan,
  dollarBalance: yuan,
  dollarWaiting: yuan,
});
export type AdminMoneyCompany = z.infer<typeof adminMoneyCompany>;

/** An approved bug bounty project waiting in `audited` until its company's balance covers pool and fee. */
export const adminFundingItem = z.object({
  id: z.string(),
  name: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  currency: currencySchema,
  pool: yuan,
  fee: yuan,
  total: yuan,
  balance: yuan,
  /** What is missing (0.00 when the balance covers it now). */
  short: yuan,
  approvedAt: isoDate.nullable(),
});
export type AdminFundingItem = z.infer<typeof adminFundingItem>;

export const adminEscrowResult = z.object({ id: z.string(), states: z.string(), escrowed: yuan, balance: yuan });
export type AdminEscrowResult = z.infer<typeof adminEscrowResult>;

// ——— Console: settlement, payouts, advance payment ———

export const adminSettlementBatch = z.object({
  id: z.string(),
  kind: settlementBatchKindSchema,
  /** The China month whose earnings it settles (YYYY-MM). */
  period: z.string(),
  createdAt: isoDate,
  createdBy: z.string().nullable(),
  payouts: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
  unpaidReports: z.number().int(),
  gross: yuan,
  tax: yuan,
  net: yuan,
});
export type AdminSettlementBatch = z.infer<typeof adminSettlementBatch>;

export const adminPayoutReport = z.object({ id: z.string(), holeNumber: z.string(), title: z.string(), projectName: z.string(), gross: yuan, tax: yuan, net: yuan, state: bugStatusSchema });

export const adminPayout = z.object({
  id: z.string(),
  batchId: z.string(),
  hacker: z.object({ id: z.string(), nickname: z.string() }),
  currency: currencySchema,
  gross: yuan,
  tax: yuan,
  net: yuan,
  state: payoutStateSchema,
  payee: z.object({ name: z.string(), cardMasked: z.string(), bankName: z.string() }),
  provider: z.string(),
  providerRef: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** The payout this one sent again, when it is a retry. */
  retryOf: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  reports: z.array(adminPayoutReport),
});
export type AdminPayout = z.infer<typeof adminPayout>;

/** A report whose hacker has no certified card: left in `unpaid` by a batch, its money still owed. */
export const adminUnpaidReport = z.object({ id: z.string(), holeNumber: z.string(), title: z.string(), hacker: z.object({ id: z.string(), nickname: z.string() }), currency: currencySchema, gross: yuan });

export const adminSettlementBatchDetail = adminSettlementBatch.extend({ payoutList: z.array(adminPayout), unpaidList: z.array(adminUnpaidReport) });
export type AdminSettlementBatchDetail = z.infer<typeof adminSettlementBatchDetail>;

export const adminPayoutResultBody = z.discriminatedUnion(
  'result',
  [z.object({ result: z.literal('paid') }), z.object({ result: z.literal('failed'), reason: reasonSchema })],
  { error: 'payout.result.required' },
);
export type AdminPayoutResultBody = z.input<typeof adminPayoutResultBody>;

export const adminPayableQuery = adminPageQuery;

/** A report whose bounty is owed and not on its way: what the next batch pays, or staff pay ahead. */
export const adminPayableReport = z.object({
  id: z.string(),
  holeNumber: z.string(),
  title: z.string(),
  state: bugStatusSchema,
  project: z.object({ id: z.string(), name: z.string() }),
  hacker: z.object({ id: z.string(), nickname: z.string() }),
  currency: currencySchema,
  gross: yuan,
  since: isoDate,
  /** Why the last attempt did not pay (a failed payout, no bank card). */
  lastError: z.string().nullable(),
});
export type AdminPayableReport = z.infer<typeof adminPayableReport>;

// ——— Console: reconciliation ———

export const RECONCILIATION_CHECKS = ['balanceEqualsEntries', 'noNegativeBalance', 'transferBalanced', 'bugPaidOnce'] as const;
export type ReconciliationCheck = (typeof RECONCILIATION_CHECKS)[number];

export const reconciliationFinding = z.object({ check: z.enum(RECONCILIATION_CHECKS), subject: z.string(), detail: z.string() });

export const adminReconciliationRun = z.object({
  id: z.string(),
  ok: z.boolean(),
  trigger: z.enum(['staff', 'nightly']),
  startedAt: isoDate,
  accounts: z.number().int(),
  transfers: z.number().int(),
  findings: z.array(reconciliationFinding),
  /** Sum of balances per account kind and currency at the time of the check. */
  totals: z.array(z.object({ kind: z.string(), currency: currencySchema, balance: yuan })),
});
export type AdminReconciliationRun = z.infer<typeof adminReconciliationRun>;

// ——— The payout provider's callback ———

/** POST /payouts/callback: the bank's answer for one payout (`reference` = the payout's id we sent). */
export const payoutCallbackBody = z.object({
  reference: publicIdSchema,
  state: z.enum(['paid', 'failed']),
  providerRef: z.string().trim().max(128).optional(),
  reason: z.string().trim().max(500).optional(),
});
export type PayoutCallbackBody = z.infer<typeof payoutCallbackBody>;
export const payoutCallbackResult = z.object({ reference: z.string(), state: payoutStateSchema });
