import { EDITABLE_PROJECT_STATES, LISTED_PROJECT_STATES, type EnterStatus, type ProjectState, type UserStatus } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { holds, missingPermission, type PolicyActor, type Refusal } from '../../platform/policy/policy';

/**
 * Who may do what to which project (spec 000 §4, 001 §6, 002 §6, BRIEF §3–4), in one place:
 * routes and use cases ask it, `projects-policy.test.ts` checks it as a table of
 * role × action × owner × state. A company never reads another company's project (403 "no
 * permission", no data); a project outsiders may not see is a 404, so its existence does not leak.
 */
export type ProjectAction =
  /** Open the publish wizard / publish a new project. */
  | 'publish'
  /** Edit (and read the edit form of) a project: owner, while unaudited or failed. */
  | 'edit'
  | 'readEditForm'
  /** Read the detail (and its hole levels). */
  | 'viewDetail'
  /** See the bounty (level money, pool) of a project whose pool is hidden or not yet earned. */
  | 'viewBounty'
  /** See VPN user name, password and the VPN file. */
  | 'viewVpn'
  /** The participants tab and deciding enrolments. */
  | 'viewParticipants'
  | 'examineParticipant'
  /** Enrol (sign up) in a project. */
  | 'enrol'
  /** The console's audit: queue, detail with the authorisation file, approve/reject, pause/resume. */
  | 'audit';

/** What the policy needs of a project: who owns it and where it stands. */
export type ProjectFacts = { companyId: number; state: ProjectState };

/** The asker as the projects policy sees them: the policy actor and, for users, their status and enrolment. */
export type ProjectAsker = { actor: PolicyActor; status?: UserStatus; enrolment?: EnterStatus | null };

const PENDING_REVIEW: readonly UserStatus[] = ['companyFileUploaded', 'checkCertification'];
const CERTIFIED_COMPANY: readonly UserStatus[] = ['certification', 'publicWelfareAuthorizing', 'publicWelfareAuthorized'];

/** The publish entry checks of spec 000 §4, in its order: disabled, imperfect, under review, not certified. */
export function publishRefusal(asker: ProjectAsker): Refusal {
  const { actor, status } = asker;
  if (!actor) return new AppError('unauthorized');
  if (status === 'foriben') return new AppError('publishForbidden');
  if (status === 'imperfect' || status === 'unIdentityConfirm') return new AppError('publishImperfect');
  if (actor.role !== 'user' || actor.usertype !== 'company') return new AppError('publishUnauthorized');
  if (status && PENDING_REVIEW.includes(status)) return new AppError('publishCertificationPending');
  if (!status || !CERTIFIED_COMPANY.includes(status)) return new AppError('publishUnauthorized');
  return null;
}

const isOwner = (actor: PolicyActor, project: ProjectFacts) => actor?.role === 'user' && actor.usertype === 'company' && actor.id === project.companyId;
const isCompany = (actor: PolicyActor) => actor?.role === 'user' && actor.usertype === 'company';
const isListed = (state: ProjectState) => (LISTED_PROJECT_STATES as readonly string[]).includes(state);

/**
 * A non-owner may see a project when it is listed, or (paused) when they take part in it.
 * Everyone else — outsiders to an unaudited, failed or paused project — gets a 404.
 */
function outsiderSees(project: ProjectFacts, enrolment: EnterStatus | null | undefined): boolean {
  return isListed(project.state) || (project.state === 'pause' && (enrolment === 'normal' || enrolment === 'apply'));
}

/** Whether `asker` may do `action` to `project`; null when allowed, else the refusal to throw. */
export function projectRefusal(asker: ProjectAsker, action: Exclude<ProjectAction, 'publish'>, project: ProjectFacts): Refusal {
  const { actor, enrolment } = asker;
  if (action === 'audit') return holds(actor, 'projectAudit') ? null : actor?.role === 'staff' ? missingPermission('projectAudit') : new AppError('forbidden');
  if (!actor) return new AppError(action === 'viewDetail' ? 'projectSignInRequired' : 'unauthorized');
  const owner = isOwner(actor, project);
  switch (action) {
    case 'edit':
    case 'readEditForm': {
      if (!owner) return isCompany(actor) || outsiderSees(project, enrolment) ? new AppError('projectNoPermission') : new AppError('projectNotFound');
      if (action === 'edit' && !(EDITABLE_PROJECT_STATES as readonly string[]).includes(project.state)) return new AppError('projectNotEditable');
      return null;
    }
    case 'viewDetail': {
      if (owner || holds(actor, 'projectAudit')) return null;
      if (isCompany(actor)) return new AppError('projectNoPermission');
      return outsiderSees(project, enrolment) ? null : new AppError('projectNotFound');
    }
    case 'viewBounty':
      return owner || holds(actor, 'projectAudit') || enrolment === 'normal' ? null : new AppError('projectNoPermission');
    case 'viewVpn':
      return owner || enrolment === 'normal' ? null : new AppError('projectNoPermission');
    case 'viewParticipants':
      if (owner || holds(actor, 'projectAudit')) return null;
      return isCompany(actor) || outsiderSees(project, enrolment) ? new AppError('projectNoPermission') : new AppError('projectNotFound');
    case 'examineParticipant':
      if (owner) return null;
      return isCompany(actor) || actor.role === 'staff' || outsiderSees(project, enrolment) ? new AppError('projectNoPermission') : new AppError('projectNotFound');
    case 'enrol':
      if (actor.role !== 'user' || (actor.usertype !== 'hacker' && actor.usertype !== 'supplier')) return new AppError('enrolNotAllowed');
      return outsiderSees(project, enrolment) ? null : new AppError('projectNotFound');
  }
}
