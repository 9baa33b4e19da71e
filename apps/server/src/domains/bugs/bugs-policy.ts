import { eq } from 'drizzle-orm';
import { BUG_STATES_HIDDEN_FROM_COMPANY, type BugStatus, type StaffPermission } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import { holds, type PolicyActor } from '../../platform/policy/policy';
import { bugs, type BugRow } from './bugs.tables';

/**
 * Who may read a report, and in which role (BRIEF §3–4, issue 9 §5), in one place: every
 * report call (the other helper's moves too) loads the report through `loadBugFor`, and
 * `bugs-policy.test.ts` checks it as a table of role × state.
 *
 * - `reporter`: the hacker who submitted it, in every state;
 * - `company`: the project's owner, once triage has passed it on (not in
 *   BUG_STATES_HIDDEN_FROM_COMPANY: a report in triage, or refused there, is the platform's);
 * - `staff`: staff holding `triage` or `arbitration`.
 *
 * Anyone else, like an unknown id, gets `bugNotFound` (404, no data): whether a report
 * exists must not leak to another company or hacker.
 */
export type BugRole = 'reporter' | 'company' | 'staff';

/** What the policy needs of a report. */
export type BugFacts = Pick<BugRow, 'reporterId' | 'companyId' | 'state'>;

/** Whether the project's owner sees a report in this state. */
export function companySees(state: BugStatus): boolean {
  return !BUG_STATES_HIDDEN_FROM_COMPANY.includes(state);
}

/** The caller's role on a report, or null when they may not read it. */
export function bugRoleOf(actor: PolicyActor, bug: BugFacts): BugRole | null {
  if (!actor) return null;
  if (actor.role === 'staff') return holds(actor, 'triage') || holds(actor, 'arbitration') ? 'staff' : null;
  if (actor.id === bug.reporterId) return 'reporter';
  if (actor.usertype === 'company' && actor.id === bug.companyId && companySees(bug.state)) return 'company';
  return null;
}

/** Comment rights (spec 001 §3 `readCommentRight`, `commentRight`): every party that may read the report may read and write its comments. */
export function commentRightsOf(role: BugRole | null): { read: boolean; write: boolean } {
  return { read: role !== null, write: role !== null };
}

/** A signed-in person as the bugs policy sees them; staff permissions come from the route (`request.staffAccess()`). */
export function bugAskerOf(actor: UserActor, permissions: ReadonlySet<StaffPermission> = new Set()): NonNullable<PolicyActor> {
  const { user } = actor;
  return { id: user.id, role: user.role, usertype: user.usertype, permissions };
}

/**
 * The report of a public id and the caller's role on it, or `bugNotFound`. With `lock`
 * the row is read `FOR UPDATE` (inside the caller's transaction), for a change that must
 * see the state it changes.
 */
export async function loadBugFor(ctx: AppContext, actor: PolicyActor, publicId: string, { lock = false }: { lock?: boolean } = {}): Promise<{ bug: BugRow; role: BugRole }> {
  const query = ctx.db.select().from(bugs).where(eq(bugs.publicId, publicId)).limit(1);
  const [bug] = lock ? await query.for('update') : await query;
  const role = bug ? bugRoleOf(actor, bug) : null;
  if (!bug || !role) throw new AppError('bugNotFound');
  return { bug, role };
}
