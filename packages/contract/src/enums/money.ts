import type { LabelTable } from './define';
import { stringEnum } from './define';

/**
 * The ledger's accounts (issue 10 §1). Balances are integer fen, one account per owner, kind
 * and currency (RMB and USD never mix: no exchange). Every kind must stay ≥ 0 except
 * `external` (the bank world: deposits come from it, payouts go to it) and `platformAdvance`
 * (the platform's own money fronted to hackers ahead of a batch, recovered at the batch).
 */
export const LEDGER_ACCOUNT_KINDS = [
  /** Funds a company deposited and has not committed to a project. */
  'companyBalance',
  /** One project's bounty pool, escrowed at approval; owned by the project's company. */
  'projectPool',
  /** Gross bounties owed to a hacker, waiting for settlement. */
  'hackerEarnings',
  /** Income tax withheld from payouts: the platform owes it to the tax office. */
  'taxWithheld',
  /** Money sent to the bank, waiting for the payout's result. */
  'payoutClearing',
  /** Service fees earned at escrow. */
  'platformFeeIncome',
  /** The platform's own money used to pay reports ahead of the batch (may go below zero). */
  'platformAdvance',
  /** The bank world outside the ledger (may go below zero). */
  'external',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
export const ledgerAccountKindSchema = stringEnum(LEDGER_ACCOUNT_KINDS);
/** The two kinds that may go below zero; the database's CHECK constraint is written from this list. */
export const LEDGER_KINDS_ALLOWED_NEGATIVE: readonly LedgerAccountKind[] = ['external', 'platformAdvance'];

/** What a transfer did: each movement of money is one of these, with its idempotency key. */
export const LEDGER_TRANSFER_KINDS = [
  'deposit',
  'escrow',
  'bounty',
  'refund',
  'settlement',
  'payoutPaid',
  'payoutReturned',
  'advance',
  'advanceReturned',
  'advanceRecovered',
  'opening',
] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];
export const ledgerTransferKindSchema = stringEnum(LEDGER_TRANSFER_KINDS);
export const ledgerTransferKindLabels: LabelTable<LedgerTransferKind> = {
  deposit: { zh: '充值', en: 'Deposit' },
  escrow: { zh: '项目奖金托管', en: 'Pool escrowed' },
  bounty: { zh: '漏洞奖金', en: 'Bounty' },
  refund: { zh: '项目结束退回', en: 'Pool refund' },
  settlement: { zh: '月度结算发放', en: 'Settlement payout' },
  payoutPaid: { zh: '银行到账', en: 'Paid to bank' },
  payoutReturned: { zh: '发放失败退回', en: 'Payout returned' },
  advance: { zh: '平台垫付', en: 'Advance payment' },
  advanceReturned: { zh: '垫付失败退回', en: 'Advance returned' },
  advanceRecovered: { zh: '垫付冲抵', en: 'Advance recovered' },
  opening: { zh: '期初余额', en: 'Opening balance' },
};

/** A payout to one hacker's bank card: sent to the provider, then paid or failed; unpaid when there is no card to send to. */
export const PAYOUT_STATES = ['queued', 'sent', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
export const payoutStateSchema = stringEnum(PAYOUT_STATES);
export const payoutStateLabels: LabelTable<PayoutState> = {
  queued: { zh: '待发送', en: 'Queued' },
  sent: { zh: '发放中', en: 'In payment' },
  paid: { zh: '已到账', en: 'Paid' },
  failed: { zh: '发放失败', en: 'Failed' },
};

/** Why a payout exists: the month's batch, one staff ran, or one report paid ahead of the batch. */
export const SETTLEMENT_BATCH_KINDS = ['monthly', 'onDemand', 'advance'] as const;
export type SettlementBatchKind = (typeof SETTLEMENT_BATCH_KINDS)[number];
export const settlementBatchKindSchema = stringEnum(SETTLEMENT_BATCH_KINDS);
export const settlementBatchKindLabels: LabelTable<SettlementBatchKind> = {
  monthly: { zh: '月度结算', en: 'Monthly' },
  onDemand: { zh: '手动结算', en: 'On demand' },
  advance: { zh: '平台垫付', en: 'Advance' },
};

/** The funding of a bug bounty project: what approval asks of the company's balance. */
export const PROJECT_FUNDING_STATES = ['waiting', 'funded'] as const;
export type ProjectFundingState = (typeof PROJECT_FUNDING_STATES)[number];
