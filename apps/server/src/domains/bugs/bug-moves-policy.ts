import { BUG_STATES_HIDDEN_FROM_COMPANY } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import type { Refusal } from '../../platform/policy/policy';
import type { BugRow } from './bugs.tables';

/** The party a move of a report belongs to: the project's company, or the hacker who reported it. */
export type MoveParty = 'owner' | 'reporter';

type BugFacts = Pick<BugRow, 'companyId' | 'reporterId' | 'state'>;

/**
 * Who may make a party's move on a report (issue 9 §5: a hacker sees only their own reports,
 * a company only its projects' reports once triage has passed them on). The other party of
 * the report is told it may not (403); anyone else, including the owner company while the
 * report is still the platform's (in triage or closed there), gets `bugNotFound`, as for an
 * unknown id, so another company's or hacker's ids leak nothing. Staff act in the console.
 * Kept beside the bugs policy (`bugs-policy.ts`) until the two are folded.
 */
export function moveRefusal(actor: UserActor, bug: BugFacts, party: MoveParty): Refusal {
  const { user } = actor;
  if (user.role === 'staff') return new AppError('bugActionNotAllowed');
  const reporter = user.id === bug.reporterId;
  const owner = user.usertype === 'company' && user.id === bug.companyId && !BUG_STATES_HIDDEN_FROM_COMPANY.includes(bug.state);
  if (party === 'owner' ? owner : reporter) return null;
  return reporter || owner ? new AppError('bugActionNotAllowed') : new AppError('bugNotFound');
}
