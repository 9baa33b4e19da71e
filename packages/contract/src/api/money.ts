import { declareCalls } from './define-call';
import type { adminMoneySchemas, moneySchemas } from './money.schemas';

const tag = 'money';

/**
 * Money as the account holder sees it (issue 10 §1–2): the account header's figures (spec 001
 * §7 `POST /user/getBonus`), the statement of every movement and its xlsx download (designed),
 * and the payout provider's signed callback (designed; see ARCHITECTURE.md "Money").
 */
export const moneyApi = declareCalls<typeof moneySchemas>()({
  getBonus: {
    method: 'POST',
    path: '/user/getBonus',
    access: 'user',
    tag,
    summary: 'The account header’s money: a hacker’s bonus (net paid + pending), a company’s balance, waiting (left in its pools) and paid, in RMB and USD.',
  },
  statement: {
    method: 'GET',
    path: '/account/statement',
    access: 'user',
    tag,
    summary: 'Every movement of the caller’s account (a hacker’s earnings, a company’s balance), newest first, with report and project; keyset pages (`cursor` from the previous page).',
  },
  statementDownload: {
    method: 'GET',
    path: '/account/statement/download',
    access: 'user',
    tag,
    summary: 'The statement as an xlsx document, headers in the caller’s language.',
    answer: 'file',
  },
  payoutCallback: {
    method: 'POST',
    path: '/payouts/callback',
    access: 'public',
    tag,
    summary: 'The payout provider reports a payout’s result; signed X-Wardline-Timestamp + X-Wardline-Signature (HMAC-SHA256 with PAYOUT_WEBHOOK_SECRET over "ts.POST./web/v1/payouts/callback.body").',
  },
});

const adminTag = 'admin: money';

/** /admin/money: deposits, the funding queue, settlement and payouts, reconciliation (permission finance). */
export const adminMoneyApi = declareCalls<typeof adminMoneySchemas>()({
  deposits: { method: 'GET', path: '/admin/money/deposits', access: { staff: 'finance' }, tag: adminTag, summary: 'Deposits recorded, newest first, optionally of one company.' },
  recordDeposit: {
    method: 'POST',
    path: '/admin/money/deposits',
    access: { staff: 'finance' },
    tag: adminTag,
    summary: 'Records a bank transfer received from a company (idempotent by `requestId`); projects waiting for its funds are then escrowed.',
    success: 'depositRecorded',
  },
  companies: { method: 'GET', path: '/admin/money/companies', access: { staff: 'finance' }, tag: adminTag, summary: 'Companies by name with their balance and waiting money.' },
  funding: { method: 'GET', path: '/admin/money/funding', access: { staff: 'finance' }, tag: adminTag, summary: 'Approved bug bounty projects waiting for funds, oldest first.' },
  escrow: {
    method: 'POST',
    path: '/admin/money/funding/:id/escrow',
    access: { staff: 'finance' },
    tag: adminTag,
    summary: 'Escrows a waiting project’s pool and fee from its company’s balance and lets it start.',
    success: 'escrowed',
  },
  batches: { method: 'GET', path: '/admin/money/batches', access: { staff: 'finance' }, tag: adminTag, summary: 'Settlement batches, newest first.' },
  runSettlement: {
    method: 'POST',
    path: '/admin/money/batches',
    access: { staff: 'finance' },
    tag: adminTag,
    summary: 'Runs a settlement now: every bounty owed is withheld its tax and sent to the hacker’s certified bank card.',
    success: 'settlementRun',
  },
  batch: { method: 'GET', path: '/admin/money/batches/:id', access: { staff: 'finance' }, tag: adminTag, summary: 'One batch: its payouts with their reports, and the reports left unpaid.' },
  markPayout: {
    method: 'POST',
    path: '/admin/money/payouts/:id/result',
    access: { staff: 'finance' },
    tag: adminTag,
    summary: 'Records a payout’s result by hand (development provider only; a bank’s provider calls back).',
    success: 'payoutResultRecorded',
  },
  retryPayout: { method: 'POST', path: '/admin/money/payouts/:id/retry', access: { staff: 'finance' }, tag: adminTag, summary: 'Sends a failed payout again.', success: 'payoutRetried' },
  payable: { method: 'GET', path: '/admin/money/payable', access: { staff: 'finance' }, tag: adminTag, summary: 'Reports whose bounty is owed and not on its way (paying, unpaid, payment failed), oldest first.' },
  payInAdvance: {
    method: 'POST',
    path: '/admin/money/payable/:id/advance',
    access: { staff: 'finance' },
    tag: adminTag,
    summary: 'Pays one report now from the platform’s own funds, ahead of the batch (recovered from the hacker’s earnings at the next batch).',
    success: 'advancePaid',
  },
  reconciliations: { method: 'GET', path: '/admin/money/reconciliation', access: { staff: 'finance' }, tag: adminTag, summary: 'Reconciliation checks, newest first.' },
  reconcile: {
    method: 'POST',
    path: '/admin/money/reconciliation',
    access: { staff: 'finance' },
    tag: adminTag,
    summary: 'Checks now that every balance equals its entries, no pool is below zero, every transfer balances and no report was paid twice.',
    success: 'reconciliationRun',
  },
});
