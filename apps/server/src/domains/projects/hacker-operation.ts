import type { EnterStatus, HackerProjectOperation, JoinStatus, ProjectState, UserType } from '@wardline/contract';

/** Who looks at a project, as far as the hacker's operation is concerned. */
export type OperationViewer = { kind: 'visitor' } | { kind: 'user'; role: 'user' | 'staff'; usertype: UserType | null };

const FINISHED: readonly ProjectState[] = ['settlement', 'stop'];

/**
 * The one place that decides a viewer's `operation` on a project (spec 001 §4), for the
 * hall's cards, the detail and my projects alike:
 * - a visitor: `participate` (the web asks them to sign in);
 * - companies and staff: none (null);
 * - a hacker or supplier: `auditing` while their enrolment waits, `nopass` once refused,
 *   `submission` once approved (the web disables the submit button until the project is
 *   `doing`), `end` once the project is in settlement or stopped, otherwise `enroll`.
 */
export function hackerOperation(viewer: OperationViewer, state: ProjectState, enrolment: EnterStatus | null): HackerProjectOperation | null {
  if (viewer.kind === 'visitor') return 'participate';
  if (viewer.role === 'staff' || viewer.usertype === 'company' || viewer.usertype === null) return null;
  if (FINISHED.includes(state)) return 'end';
  if (enrolment === 'apply') return 'auditing';
  if (enrolment === 'refuse') return 'nopass';
  if (enrolment === 'normal') return 'submission';
  return 'enroll';
}

/**
 * The hall's join status of a hacker on a project (spec 001 §4): `unApply` (no enrolment),
 * `applying` (waiting for the company), `apply` (enrolled). A refused enrolment is none of
 * the three (null): its card says `nopass`.
 */
export function joinStatusOf(viewer: OperationViewer, enrolment: EnterStatus | null): JoinStatus | null {
  if (viewer.kind === 'visitor' || viewer.role === 'staff' || viewer.usertype === 'company' || viewer.usertype === null) return null;
  if (enrolment === null) return 'unApply';
  if (enrolment === 'apply') return 'applying';
  if (enrolment === 'normal') return 'apply';
  return null;
}
