import type { UserStatus, UserType } from '@wardline/contract';
import type { SessionUser } from '../../auth/load-session-user';
import { AppError } from '../../http/app-error';
import { requirePermissions, type PolicyActor, type Refusal } from '../../platform/policy/policy';

/** Who certifies with which form, and the status a submission waiting for staff puts them in. */
export const REVIEW_STATUS = { company: 'companyFileUploaded', supplier: 'checkCertification' } as const satisfies Record<Exclude<UserType, 'hacker'>, UserStatus>;

/** Statuses past real-name certification: a hacker in one of them has nothing to submit. */
export const CERTIFIED_STATUSES: readonly UserStatus[] = [
  'certification', 'progressCredible', 'checkCredible', 'credible', 'oldCredible', 'failCredible', 'publicWelfareAuthorizing', 'publicWelfareAuthorized',
];

/** Refuses a form meant for another account type (and staff, who have none). */
export function requireUsertype(user: SessionUser, usertype: UserType): void {
  if (user.role !== 'user' || user.usertype !== usertype) throw new AppError('certificationWrongType');
}

/**
 * Why a submission found the account in the wrong status: already waiting for staff,
 * already certified, or not yet through the earlier registration steps.
 */
export function refusalForStatus(status: UserStatus | undefined, reviewStatus?: UserStatus): AppError {
  if (status && status === reviewStatus) return new AppError('certificationPending');
  if (status && CERTIFIED_STATUSES.includes(status)) return new AppError('alreadyCertified');
  return new AppError('stateConflict');
}

/** What staff do to certifications in the console. */
export type CertificationStaffAction = 'review' | 'revealNumbers' | 'revoke';

/**
 * The staff side of the certification policy: reviewing (queue, history, detail,
 * documents, decisions) takes certification review; seeing full ID and bank numbers takes
 * the reveal permission as well (each reveal audited by the use case); revoking applies
 * to an approved real-name record only (companies and suppliers are decided by review).
 */
export function certificationStaffRefusal(actor: PolicyActor, action: CertificationStaffAction, row?: { kind: string; state: string }): Refusal {
  if (action === 'revealNumbers') return requirePermissions(actor, 'certificationReview', 'revealPersonalNumbers');
  const refusal = requirePermissions(actor, 'certificationReview');
  if (refusal || action === 'review') return refusal;
  return row && row.kind === 'hacker' && row.state === 'approved' ? null : new AppError('stateConflict');
}

/**
 * Whether a company may set its name outside certification: only before it has one under
 * review or approved. After that the name is the certified one and changes only through
 * `/company/authentication/update`, which staff review (a certified company cannot take
 * another company's name by renaming itself).
 */
export function companyNameChangeRefusal(status: UserStatus): Refusal {
  return status === 'unauthorized' || status === 'unIdentityConfirm' || status === 'imperfect' ? null : new AppError('companyNameLocked');
}
