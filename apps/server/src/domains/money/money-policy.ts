import type { SessionUser } from '../../auth/load-session-user';
import { AppError } from '../../http/app-error';
import { requirePermissions, type PolicyActor, type Refusal } from '../../platform/policy/policy';

/** Every console money call (deposits, funding, settlement, payouts, reconciliation) needs the finance permission. */
export function financeRefusal(actor: PolicyActor): Refusal {
  return requirePermissions(actor, 'finance');
}

/** Whose statement a signed-in person reads: a hacker's (or supplier's) earnings, a company's balance; staff have none. */
export function statementAccountOf(user: Pick<SessionUser, 'role' | 'usertype'>): 'hackerEarnings' | 'companyBalance' | null {
  if (user.role !== 'user') return null;
  if (user.usertype === 'company') return 'companyBalance';
  if (user.usertype === 'hacker' || user.usertype === 'supplier') return 'hackerEarnings';
  return null;
}

/** A statement is the caller's own: anyone without an account of their own (staff, no type chosen) is refused. */
export function statementRefusal(user: Pick<SessionUser, 'role' | 'usertype'>): Refusal {
  return statementAccountOf(user) ? null : new AppError('forbidden');
}
