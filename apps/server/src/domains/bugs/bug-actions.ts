import { allowedActions, BUG_TURN, bugLifecycleMachine, type BugAction, type ProjectType } from '@wardline/contract';
import type { BugRow } from './bugs.tables';
import type { BugRole } from './bugs-policy';

export type ActionFacts = Pick<BugRow, 'state' | 'isTurn' | 'appealDeadline' | 'appealReason' | 'claimedBy'> & { projectType: ProjectType; retest: boolean };

/**
 * The buttons the caller may use now (spec 001 §4, issue 9 §5): what the machine allows from
 * the report's state, narrowed by the caller's role, the turn-back flag and the appeal
 * window. The web shows exactly these; the moves themselves check again.
 */
export function bugActionsOf(role: BugRole, bug: ActionFacts, now: Date): BugAction[] {
  const machine = new Set<string>(allowedActions(bugLifecycleMachine, bug.state));
  const actions: BugAction[] = [];
  const src = bug.projectType === 'SecurityResponse';
  if (role === 'reporter') {
    if (bug.isTurn === BUG_TURN.waiting && machine.has('resubmit')) actions.push('update');
    const windowOpen = bug.appealDeadline !== null && now.getTime() < bug.appealDeadline.getTime();
    if (machine.has('appeal') && windowOpen && bug.appealReason === null) actions.push('appeal');
  }
  if (role === 'company') {
    const awaitingHacker = bug.isTurn === BUG_TURN.waiting;
    if (src && bug.state === 'confirming' && bug.claimedBy === null) actions.push('claim');
    if (machine.has('confirm') && !awaitingHacker && (!src || bug.claimedBy !== null)) actions.push('confirm');
    if (machine.has('turnBack') && bug.state === 'confirming' && bug.isTurn === BUG_TURN.never) actions.push('turnBack');
    if (!src && bug.retest && machine.has('requestRecheck')) actions.push('recheck');
    if (src && machine.has('confirmRepair')) actions.push('confirmRepair');
  }
  actions.push('comment');
  return actions;
}
