import { bugLifecycleMachine, type Bilingual, type BugStatus, type ErrorKey } from '@wardline/contract';
import type { AppContext } from '../../context';
import { transition } from '../../platform/transitions/transition';
import { bugStateChanged } from './bug-moves.events';
import type { BugForMove } from './bug-moves-load';
import { bugs } from './bugs.tables';

export type BugMoveAction = keyof typeof bugLifecycleMachine.actions;

export type BugMove = {
  /** The report, read under its lock (lockBug). */
  bug: BugForMove;
  action: BugMoveAction;
  /** Needed when the action has several targets (turn back keeps the state; grading ends in paying or end). */
  to?: BugStatus;
  /** The person who moves it; null when a job does (then `job` names it). */
  actorId: number | null;
  job?: string;
  /** The words the other party reads, kept in the history. */
  reason?: string | null;
  /** The grade the move sets, named in both languages, for the notice. */
  grade?: Bilingual | null;
  duplicateOf?: string | null;
  set?: Record<string, unknown>;
  conflict?: ErrorKey;
};

/**
 * Every move of a report: through the bug machine (a conditional update on the state), one
 * history line with who or which job and why, and `bug.state-changed`, which tells the
 * reporter and the company what concerns them, all in the caller's transaction. The stage
 * clock (`state_entered_at`) restarts only when the state changes: a turn back keeps it.
 */
export function moveBug(tx: AppContext, { bug, action, to, actorId, job, reason = null, grade = null, duplicateOf = null, set, conflict }: BugMove) {
  const now = tx.clock.now();
  const targets = bugLifecycleMachine.actions[action].to;
  const target = to ?? (targets.length === 1 ? targets[0] : undefined);
  return transition(tx, {
    machine: bugLifecycleMachine,
    table: bugs,
    idColumn: bugs.id,
    stateColumn: bugs.state,
    id: bug.id,
    action,
    to,
    actorId,
    job,
    reason,
    set: { updatedAt: now, ...(target !== bug.state ? { stateEnteredAt: now } : {}), ...set },
    conflict: conflict ?? 'bugStateConflict',
    event: {
      definition: bugStateChanged,
      payload: ({ from, to: next }) => ({
        bugId: bug.id,
        publicId: bug.publicId,
        holeNumber: bug.holeNumber,
        title: bug.title,
        projectName: bug.project.name,
        companyId: bug.companyId,
        reporterId: bug.reporterId,
        action,
        from,
        to: next,
        reason,
        grade,
        duplicateOf,
      }),
    },
  });
}
