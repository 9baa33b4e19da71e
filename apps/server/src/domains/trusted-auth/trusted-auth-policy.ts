import { PRIVATE_FILE_SIGN_TYPES, type PrivateFileSignType, type TrustedAuthState, type UserStatus } from '@wardline/contract';
import type { SessionUser } from '../../auth/load-session-user';
import { AppError } from '../../http/app-error';
import { requirePermissions, type PolicyActor, type Refusal } from '../../platform/policy/policy';

/** The pledges in the order they are signed (steps 2, 3 and 4). */
export const SIGN_ORDER: readonly PrivateFileSignType[] = [PRIVATE_FILE_SIGN_TYPES.confidentialityPledge, PRIVATE_FILE_SIGN_TYPES.testPledge, PRIVATE_FILE_SIGN_TYPES.commitment];

/** Statuses from which a hacker starts a new attempt (spec 001 §6: the statuses that show the button, less progressCredible, which has one). */
export const START_STATUSES: readonly UserStatus[] = ['certification', 'oldCredible', 'failCredible'];

/** Statuses of a hacker past real-name certification: they may read their trusted-authentication record. */
export const REAL_NAME_STATUSES: readonly UserStatus[] = ['certification', 'progressCredible', 'checkCredible', 'credible', 'oldCredible', 'failCredible'];

/** Only hackers take part; staff, companies and suppliers are refused as with the real-name form. */
export function requireHacker(user: SessionUser): void {
  if (user.role !== 'user' || user.usertype !== 'hacker') throw new AppError('certificationWrongType');
}

/** A hacker who has not passed real-name certification cannot start (or read) trusted authentication. */
export function requireRealName(status: UserStatus): void {
  if (!REAL_NAME_STATUSES.includes(status)) throw new AppError('trustedAuthNeedsRealName');
}

type Attempt = { state: TrustedAuthState; signed: readonly number[] } | null;

/**
 * The current step of the five (0 materials, 1–3 the pledges, 4 the result), from the
 * latest attempt: none yet → 0; signing → 1 + pledges signed; waiting for staff or decided → 4.
 * A refused attempt stays on the result (with the reason and the retry tip) until a new save.
 */
export function stepOf(attempt: Attempt): number {
  if (!attempt) return 0;
  if (attempt.state === 'signing') return 1 + attempt.signed.length;
  return 4;
}

/**
 * Why materials cannot be saved now, or null: from a start status (a new attempt), or again
 * while the open attempt has no signed pledge yet (the materials are replaced).
 */
export function saveRefusal(status: UserStatus, attempt: Attempt): Refusal {
  requireRealName(status);
  if (status === 'credible') return new AppError('trustedAuthAlreadyTrusted');
  if (status === 'checkCredible' || attempt?.state === 'pending') return new AppError('trustedAuthUnderReview');
  if (attempt?.state === 'signing') return attempt.signed.length === 0 ? null : new AppError('trustedAuthStepOrder');
  return START_STATUSES.includes(status) ? null : new AppError('trustedAuthStepOrder');
}

/** Why this pledge cannot be signed now, or null: the attempt must be signing and this the next pledge. */
export function signRefusal(type: PrivateFileSignType, attempt: Attempt): Refusal {
  if (!attempt || attempt.state !== 'signing') return attempt?.state === 'pending' ? new AppError('trustedAuthUnderReview') : new AppError('trustedAuthStepOrder');
  if (attempt.signed.includes(type)) return new AppError('trustedAuthAlreadySigned');
  return SIGN_ORDER[attempt.signed.length] === type ? null : new AppError('trustedAuthStepOrder');
}

/** Staff review trusted authentication with the certification review permission. */
export function trustedAuthStaffRefusal(actor: PolicyActor): Refusal {
  return requirePermissions(actor, 'certificationReview');
}
