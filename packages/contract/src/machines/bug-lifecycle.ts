import { BUG_STATUSES, type BugStatus } from '../enums/bug';
import { defineMachine } from './define-machine';

/**
 * A report's lifecycle (BRIEF §4, issue 9). A report is created in `verifying` (platform
 * triage) or, when the project has no platform audit (`bugAudit` 0), in `confirming`.
 *
 * - Triage (staff): `accept` with an audit grade to `confirming`; side exits `repeat`
 *   (linked to the original), `ignore` (out of scope) and `refuse`.
 * - Turning back (staff in triage, or the company while confirming) keeps the state and sets
 *   `isTurn` 1; the hacker's update (`resubmit`, `/perfectHole`) puts it back into triage
 *   (or `confirming` without platform audit) with `isTurn` 2: a report is turned back once.
 * - The company `confirm`s a grade (final), which opens the three-day `appeal` window. The
 *   hacker may `appeal` once (`arbitrationing`, staff `arbitrate`); otherwise the scheduler
 *   `closeAppeal`s the window. Both lead to `paying` when the final level carries money, else `end`.
 * - After `end` (or `paid`) the company may ask for a retest of the fix (`requestRecheck`);
 *   staff record the result: `pass` or `restore` (a restored report may be retested again).
 * - SRC projects (no money): the company claims a report (no state change), confirms it the
 *   same way, and `confirmRepair`s once fixed.
 *
 * - Money (issue 10 §2): in `paying` the bounty is already out of the pool and owed to the
 *   hacker; a settlement batch sends it (`settle` → `inPayment`), the provider's answer makes it
 *   `paid` (then `end`, points issued) or `paymentFailed` (retried by staff or the next batch);
 *   a hacker without a certified bank card is `unpaid` until the next batch; staff may pay one
 *   report ahead of the batch from the platform's own funds (`advancePayment`). A report whose
 *   pool was spent before its bounty could move ends with nothing paid (`closeUnfunded`).
 *
 * `priceing` and `publicity` are states the spec lists that no action reaches.
 */
export const bugLifecycleMachine = defineMachine('bug', BUG_STATUSES, {
  accept: { from: ['verifying'], to: 'confirming' },
  markRepeat: { from: ['verifying'], to: 'repeat' },
  ignore: { from: ['verifying'], to: 'ignore' },
  refuse: { from: ['verifying'], to: 'refuse' },
  turnBack: { from: ['verifying', 'confirming'], to: ['verifying', 'confirming'] },
  resubmit: { from: ['verifying', 'confirming'], to: ['verifying', 'confirming'] },
  confirm: { from: ['confirming'], to: 'appeal' },
  appeal: { from: ['appeal'], to: 'arbitrationing' },
  arbitrate: { from: ['arbitrationing'], to: ['paying', 'end'] },
  closeAppeal: { from: ['appeal'], to: ['paying', 'end'] },
  requestRecheck: { from: ['end', 'paid', 'restore'], to: 'recheck' },
  recheckPass: { from: ['recheck'], to: 'pass' },
  recheckFail: { from: ['recheck'], to: 'restore' },
  confirmRepair: { from: ['end', 'restore'], to: 'pass' },
  closeUnfunded: { from: ['paying'], to: 'end' },
  settle: { from: ['paying', 'paymentFailed', 'unpaid'], to: 'inPayment' },
  markUnpaid: { from: ['paying', 'paymentFailed'], to: 'unpaid' },
  payInAdvance: { from: ['paying', 'paymentFailed', 'unpaid'], to: 'advancePayment' },
  payoutSucceeded: { from: ['inPayment', 'advancePayment'], to: 'paid' },
  payoutFailed: { from: ['inPayment', 'advancePayment'], to: 'paymentFailed' },
  closePaid: { from: ['paid'], to: 'end' },
});

/** States in which a report's bounty is owed to the hacker and not yet on its way (what a settlement batch takes). */
export const BUG_PAYABLE_STATES = ['paying', 'paymentFailed', 'unpaid'] as const;

/** The state a new or updated report enters: triage, unless the project skips it (`bugAudit` 0). */
export function bugEntryState(bugAudit: boolean): 'verifying' | 'confirming' {
  return bugAudit ? 'verifying' : 'confirming';
}

/** Where a closed appeal window or an arbitration leads: `paying` when the final level carries money. */
export function bugStateAfterGrading(finalMoneyFen: number): 'paying' | 'end' {
  return finalMoneyFen > 0 ? 'paying' : 'end';
}

/**
 * The report's `isTurn` (spec 001 §3): 0 never turned back, 1 turned back and waiting for the
 * hacker's update, 2 updated after its one turn back.
 */
export const BUG_TURN = { never: 0, waiting: 1, updated: 2 } as const;

/**
 * States in which a report needs nothing more from anyone: closed (`end`), its retest settled
 * or under way after closing, or left in triage. A project stays in `settlement` while any
 * of its reports is in another state (BRIEF §4: `stop` once every report is closed and paid).
 */
export const BUG_CLOSED_STATES: readonly BugStatus[] = ['end', 'recheck', 'pass', 'restore', 'repeat', 'ignore', 'refuse'];

/** States a company sees: everything past triage (a report in triage, or refused there, is the platform's). */
export const BUG_STATES_HIDDEN_FROM_COMPANY: readonly BugStatus[] = ['verifying', 'repeat', 'ignore', 'refuse'];

/** The five progress steps reached, by state (spec 001 §4: submit, audit, confirm, bounty payment, points issuance). */
export function bugProgressReached(state: BugStatus): number {
  switch (state) {
    case 'verifying':
      return 1;
    case 'confirming':
    case 'repeat':
    case 'ignore':
    case 'refuse':
      return 2;
    case 'appeal':
    case 'arbitrationing':
    case 'priceing':
    case 'publicity':
    case 'paying':
    case 'advancePayment':
    case 'inPayment':
    case 'paymentFailed':
    case 'unpaid':
      return 3;
    case 'paid':
      return 4;
    case 'end':
    case 'recheck':
    case 'pass':
    case 'restore':
      return 5;
  }
}
