import type { EnterStatus, HackerProjectOperation, ProjectState } from '@wardline/contract';

/**
 * A hacker's `operation` on a project (spec 001 §4) from the project's state and the
 * hacker's enrolment. (H1's `hacker-operation.ts` is the one place that computes it for
 * the hall and the detail; this is its rule for a person known to be signed in.)
 * An ended project is `end`; otherwise approved → submission, pending → auditing,
 * refused → nopass, none → enroll (while enrolling) or end.
 */
export function operationOf(project: { state: ProjectState }, enrolment: { state: EnterStatus } | null): HackerProjectOperation {
  if (project.state === 'settlement' || project.state === 'stop') return 'end';
  if (!enrolment) return project.state === 'apply' || project.state === 'doing' ? 'enroll' : 'end';
  if (enrolment.state === 'normal') return 'submission';
  if (enrolment.state === 'apply') return 'auditing';
  return 'nopass';
}
