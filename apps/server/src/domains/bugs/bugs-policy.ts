import { eq } from 'drizzle-orm';
import { BUG_STATES_HIDDEN_FROM_COMPANY, type BugAction, type BugStatus, type StaffPermission } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import { holds, requirePermissions, type PolicyActor, type Refusal } from '../../platform/policy/policy';
import { bugs, type BugRow } from './bugs.tables';

/**
 * Who may do what to which report (BRIEF §3–4, issue 9 §2–5), in one place: every report call
 * loads the report through `loadBugFor` with what it means to do, the console's decisions ask
 * `bugDecisionRefusal`, the detail's buttons `roleMay`, and `bugs-policy.test.ts` checks it as a
 * table of asker × action × state.
 *
 * Roles on a report:
 * - `reporter`: the hacker who submitted it, in every state;
 * - `company`: the project's owner, once triage has passed it on (not in
 *   BUG_STATES_HIDDEN_FROM_COMPANY: a report in triage, or refused there, is the platform's);
 * - `staff`: staff holding `triage` or `arbitration`, who read and comment here and decide in the console.
 *
 * Anyone without a role (another company or hacker, a participant who did not report it, the
 * owner while the report is the platform's, other staff) gets `bugNotFound` (404, no data),
 * exactly like an unknown id: whether a report exists must not leak. A party asking for
 * another party's move is told it may not (`bugActionNotAllowed`, 403).
 */
export type BugRole = 'reporter' | 'company' | 'staff';

/** What a caller may ask of a report outside the console: read it, or one of the detail's actions (`actions`). */
export type BugPartyAction = 'read' | BugAction;

/** Who may take each action, before the state's own checks (made under the report's lock by the use case). */
const ROLES_OF: Record<BugPartyAction, readonly BugRole[]> = {
  read: ['reporter', 'company', 'staff'],
  comment: ['reporter', 'company', 'staff'],
  // The hacker's own: the update after a turn back, the appeal of a confirmed grade.
  update: ['reporter'],
  appeal: ['reporter'],
  // The owner company's: confirmation, turn back, retest, and the SRC claim and repair.
  confirm: ['company'],
  turnBack: ['company'],
  recheck: ['company'],
  claim: ['company'],
  confirmRepair: ['company'],
};

/** The console's decisions on a report and the permission each needs. */
export type BugDecision = 'accept' | 'markRepeat' | 'ignore' | 'refuse' | 'turnBack' | 'arbitrate' | 'recheckResult';

const DECISION_PERMISSION: Record<BugDecision, StaffPermission> = {
  accept: 'triage',
  markRepeat: 'triage',
  ignore: 'triage',
  refuse: 'triage',
  turnBack: 'triage',
  arbitrate: 'arbitration',
  recheckResult: 'triage',
};

/** What the policy needs of a report. */
export type BugFacts = Pick<BugRow, 'reporterId' | 'companyId' | 'state'>;

/** Staff permissions of the caller (none for everyone else), as routes hand them to use cases. */
export type BugPermissions = { permissions: ReadonlySet<StaffPermission> };

/** Whether the project's owner sees a report in this state. */
export function companySees(state: BugStatus): boolean {
  return !BUG_STATES_HIDDEN_FROM_COMPANY.includes(state);
}

/** Whether staff read every report: those who triage or arbitrate them. */
export function staffReadsReports(actor: PolicyActor): boolean {
  return actor?.role === 'staff' && (holds(actor, 'triage') || holds(actor, 'arbitration'));
}

/** The caller's role on a report, or null when they may not read it. */
export function bugRoleOf(actor: PolicyActor, bug: BugFacts): BugRole | null {
  if (!actor) return null;
  if (actor.role === 'staff') return staffReadsReports(actor) ? 'staff' : null;
  if (actor.id === bug.reporterId) return 'reporter';
  if (actor.usertype === 'company' && actor.id === bug.companyId && companySees(bug.state)) return 'company';
  return null;
}

/** Whether a role may take an action at all (the detail's buttons are these, narrowed by the state). */
export function roleMay(role: BugRole, action: BugPartyAction): boolean {
  return ROLES_OF[action].includes(role);
}

/** Whether `actor` may take `action` on `bug`: null when allowed, else the refusal to throw. */
export function bugRefusal(actor: PolicyActor, action: BugPartyAction, bug: BugFacts): Refusal {
  const role = bugRoleOf(actor, bug);
  if (!role) return new AppError('bugNotFound');
  if (roleMay(role, action)) return null;
  return new AppError(action === 'comment' ? 'bugCommentNotAllowed' : 'bugActionNotAllowed');
}

/** Whether staff may make a console decision: 403 naming the missing permission, `forbidden` for anyone but staff. */
export function bugDecisionRefusal(actor: PolicyActor, decision: BugDecision): Refusal {
  return requirePermissions(actor, DECISION_PERMISSION[decision]);
}

/** Comment rights (spec 001 §3 `readCommentRight`, `commentRight`) of a role. */
export function commentRightsOf(role: BugRole | null): { read: boolean; write: boolean } {
  return { read: role !== null && roleMay(role, 'read'), write: role !== null && roleMay(role, 'comment') };
}

/** A signed-in person as the bugs policy sees them; staff permissions come from the route (`bugPermissionsOf`). */
export function bugAskerOf(actor: UserActor, permissions: ReadonlySet<StaffPermission> = new Set()): NonNullable<PolicyActor> {
  const { user } = actor;
  return { id: user.id, role: user.role, usertype: user.usertype, permissions };
}

/**
 * The report of a public id and the caller's role on it, once the policy allows `action`
 * (reading, by default); otherwise its refusal (`bugNotFound` for an unknown id and for anyone
 * without a role alike). With `lock` the row is read `FOR UPDATE` (inside the caller's
 * transaction), for a change that must see the state it changes.
 */
export async function loadBugFor(
  ctx: AppContext,
  actor: PolicyActor,
  publicId: string,
  { lock = false, action = 'read' }: { lock?: boolean; action?: BugPartyAction } = {},
): Promise<{ bug: BugRow; role: BugRole }> {
  const query = ctx.db.select().from(bugs).where(eq(bugs.publicId, publicId)).limit(1);
  const [bug] = lock ? await query.for('update') : await query;
  if (!bug) throw new AppError('bugNotFound');
  const refusal = bugRefusal(actor, action, bug);
  if (refusal) throw refusal;
  return { bug, role: bugRoleOf(actor, bug)! };
}
