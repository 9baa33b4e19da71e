import { z } from 'zod';
import { CURRENCIES } from '@wardline/contract';
import { defineEvent } from '../../platform/events/define-event';

const currency = z.enum(CURRENCIES);

/** Staff recorded a company's bank transfer: the company is told; projects waiting for its funds are escrowed by a job. */
export const depositRecorded = defineEvent({
  type: 'money.deposit-recorded',
  subjectType: 'deposit',
  payload: z.object({ depositId: z.number().int(), companyId: z.number().int(), currency, amountFen: z.number().int(), balanceFen: z.number().int() }),
});

/**
 * An approved bug bounty's pool and fee were escrowed (`funded`), or the company's balance fell
 * short and the project waits in `audited` (`waiting`, with what is missing): the company is told.
 */
export const projectFunding = defineEvent({
  type: 'money.project-funding',
  subjectType: 'project',
  payload: z.object({
    projectId: z.number().int(),
    publicId: z.string(),
    name: z.string(),
    companyId: z.number().int(),
    currency,
    state: z.enum(['funded', 'waiting']),
    totalFen: z.number().int(),
    shortFen: z.number().int(),
  }),
});

/** A report's bounty left the pool for the hacker's earnings (or nothing was left for it): the hacker is told. */
export const bountyCredited = defineEvent({
  type: 'money.bounty-credited',
  subjectType: 'bug',
  payload: z.object({ bugId: z.number().int(), reporterId: z.number().int(), holeNumber: z.string(), title: z.string(), currency, grossFen: z.number().int() }),
});

/** A payout moved (sent, paid, failed, or no card to send to): the hacker is told, with gross, tax and net. */
export const payoutChanged = defineEvent({
  type: 'money.payout-changed',
  subjectType: 'payout',
  payload: z.object({
    payoutId: z.number().int().nullable(),
    hackerId: z.number().int(),
    state: z.enum(['sent', 'paid', 'failed', 'unpaid', 'advanced']),
    currency,
    grossFen: z.number().int(),
    taxFen: z.number().int(),
    netFen: z.number().int(),
    reports: z.number().int(),
    reason: z.string().nullable(),
  }),
});

/** A reconciliation check found the ledger out of balance: every finance staff member is alerted. */
export const reconciliationMismatch = defineEvent({
  type: 'money.reconciliation-mismatch',
  subjectType: 'reconciliation',
  payload: z.object({ runId: z.number().int(), publicId: z.string(), findings: z.number().int(), first: z.string() }),
});
