import { hasAccountSection, type AccountSection, type UserStatus, type UserType } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import type { Refusal } from '../../platform/policy/policy';
import { REAL_NAME_STATUSES } from '../trusted-auth/trusted-auth-policy';

/** Who asks, as far as the account centre cares: the role, the type and the status of the account. */
export type AccountHolder = { role: 'user' | 'staff'; usertype: UserType | null; status: UserStatus };

/**
 * Who may use which part of the account centre (spec 001 §2, §6). It is every person's own
 * account, so there is no row of someone else's to reach: the rules are about the kind of
 * account. Staff have the console instead; an account without a type has not finished
 * registering. `section` is a part only some types have (ACCOUNT_SECTIONS_BY_TYPE).
 */
export function accountRefusal(holder: AccountHolder, section?: AccountSection): Refusal {
  if (holder.role !== 'user' || holder.usertype === null) return new AppError('accountWrongType');
  if (section && !hasAccountSection(holder.usertype, section)) return new AppError('accountWrongType');
  return null;
}

/**
 * A bank card change: the card is part of a hacker's real-name record (what bounties are
 * paid to), so only a hacker with one in force; companies and suppliers keep their bank
 * details in their certification, reviewed by staff.
 */
export function bankChangeRefusal(holder: AccountHolder): Refusal {
  const refusal = accountRefusal(holder, 'bankCard');
  if (refusal) return refusal;
  if (holder.usertype !== 'hacker') return new AppError('accountWrongType');
  return REAL_NAME_STATUSES.includes(holder.status) ? null : new AppError('bankNeedsRealName');
}

/** The public-welfare record is a company's. */
export function publicWelfareRefusal(holder: AccountHolder): Refusal {
  const refusal = accountRefusal(holder);
  if (refusal) return refusal;
  return holder.usertype === 'company' ? null : new AppError('accountWrongType');
}
