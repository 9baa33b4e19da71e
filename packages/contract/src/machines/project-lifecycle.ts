import { PROJECT_STATES } from '../enums/project';
import { defineMachine } from './define-machine';

/**
 * A project's lifecycle (BRIEF §4). The company publishes (`unaudited`); staff approve
 * (`audited`) or reject (`failed`, the company edits and resubmits). From `audited` time
 * moves it: `apply` until the start, `doing` until the end, `settlement` after it, `stop`
 * once every report is closed. Staff pause a running project and resume it into the
 * state its times call for. An approved bug bounty waits in `audited` until its pool and fee are
 * escrowed from the company's balance (issue 10 §1). The time-driven actions are the scheduler's (`advance`, `close`).
 */
export const projectLifecycleMachine = defineMachine('project', PROJECT_STATES, {
  approve: { from: ['unaudited'], to: 'audited' },
  reject: { from: ['unaudited'], to: 'failed' },
  resubmit: { from: ['failed'], to: 'unaudited' },
  advance: { from: ['audited', 'apply', 'doing'], to: ['apply', 'doing', 'settlement'] },
  close: { from: ['settlement'], to: 'stop' },
  pause: { from: ['audited', 'apply', 'doing'], to: 'pause' },
  // A project paused while it waited for funds resumes waiting (issue 10 §1).
  resume: { from: ['pause'], to: ['audited', 'apply', 'doing', 'settlement'] },
});

/** Where time puts an approved project: before the start `apply`, before the end `doing`, then `settlement`. */
export function projectStateByTime(now: Date, start: Date, end: Date): 'apply' | 'doing' | 'settlement' {
  if (now.getTime() < start.getTime()) return 'apply';
  if (now.getTime() < end.getTime()) return 'doing';
  return 'settlement';
}

/**
 * The participant machine (BRIEF §4, spec 002 §2.3): an enrolment waits (`apply`) when the
 * project's verifytype is 1, the company approves (`normal`) or refuses; review is allowed
 * while it is not `normal`.
 */
export const enrolmentMachine = defineMachine('enrolment', ['apply', 'normal', 'refuse'] as const, {
  approve: { from: ['apply', 'refuse'], to: 'normal' },
  refuse: { from: ['apply'], to: 'refuse' },
});
