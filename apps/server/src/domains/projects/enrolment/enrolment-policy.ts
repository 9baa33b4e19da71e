import { PERSON_TYPES, type PersonType, type UserStatus } from '@wardline/contract';
import type { SessionUser } from '../../../auth/load-session-user';
import { AppError } from '../../../http/app-error';
import type { Refusal } from '../../../platform/policy/policy';
import { CERTIFIED_STATUSES } from '../../certification/certification-policy';

/** Statuses of trusted authentication (BRIEF §4): what `persontype` 2 asks for. */
export const TRUSTED_STATUSES: readonly UserStatus[] = ['credible', 'oldCredible'];

/** Who may enrol at all: hackers and suppliers (BRIEF §1: those who test); never companies or staff. */
export function enrolmentRefusal(user: SessionUser): Refusal {
  if (user.role !== 'user' || (user.usertype !== 'hacker' && user.usertype !== 'supplier')) return new AppError('enrolNotAllowed');
  return null;
}

/**
 * The project's requirements of the person (BRIEF §4): `persontype` 1 real-name
 * certification, 2 trusted authentication; `personlevel` the minimum person level.
 */
export function requirementRefusal(person: { status: UserStatus; personLevel: number }, project: { personType: number; personLevel: number }): Refusal {
  const type = project.personType as PersonType;
  if (type === PERSON_TYPES.trusted && !TRUSTED_STATUSES.includes(person.status)) return new AppError('enrolNeedsTrusted');
  if (type === PERSON_TYPES.realName && !CERTIFIED_STATUSES.includes(person.status)) return new AppError('enrolNeedsRealName');
  if (person.personLevel < project.personLevel) return new AppError('enrolLevelTooLow');
  return null;
}

/**
 * Who reviews a project's participants: its company only. Another company, a hacker or
 * staff get "no permission" (spec 002 §2.2: a company sees only its own projects); the
 * project's existence is not hidden from them, since the hall lists it anyway.
 */
export function participantsRefusal(user: SessionUser, project: { companyId: number }): Refusal {
  return user.role === 'user' && user.usertype === 'company' && user.id === project.companyId ? null : new AppError('projectNoPermission');
}
