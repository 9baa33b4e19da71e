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
export type CertificationStaffAction = 'review' | 'revealNumbers';

/**
 * The staff side of the certification policy: reviewing (queue, detail, documents,
 * decisions) takes certification review; seeing full ID and bank numbers takes the reveal
 * permission as well, and each reveal is audited by the use case.
 */
export function certificationStaffRefusal(actor: PolicyActor, action: CertificationStaffAction): Refusal {
  return action === 'review' ? requirePermissions(actor, 'certificationReview') : requirePermissions(actor, 'certificationReview', 'revealPersonalNumbers');
}
