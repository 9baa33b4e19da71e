import { allowedActions, BUG_TURN, bugLifecycleMachine, type BugAction, type ProjectType } from '@wardline/contract';
import type { BugRow } from './bugs.tables';
import { roleMay, type BugRole } from './bugs-policy';

export type ActionFacts = Pick<BugRow, 'state' | 'isTurn' | 'appealDeadline' | 'appealReason' | 'claimedBy'> & { projectType: ProjectType; retest: boolean };

/** The order the detail shows its buttons in: the hacker's, then the company's, then comments. */
const ORDER: readonly BugAction[] = ['update', 'appeal', 'claim', 'confirm', 'turnBack', 'recheck', 'confirmRepair', 'comment'];

/**
 * The buttons the caller may use now (spec 001 §4, issue 9 §5): what the machine allows from
 * the report's state, narrowed by the turn-back flag, the appeal window and the claim, and by
 * what the bugs policy lets the caller's role do. The web shows exactly these; the moves
 * themselves check again.
 */
export function bugActionsOf(role: BugRole, bug: ActionFacts, now: Date): BugAction[] {
  const machine = new Set<string>(allowedActions(bugLifecycleMachine, bug.state));
  const src = bug.projectType === 'SecurityResponse';
  const awaitingHacker = bug.isTurn === BUG_TURN.waiting;
  const windowOpen = bug.appealDeadline !== null && now.getTime() < bug.appealDeadline.getTime();
  const open: Record<BugAction, boolean> = {
    update: awaitingHacker && machine.has('resubmit'),
    appeal: machine.has('appeal') && windowOpen && bug.appealReason === null,
    claim: src && bug.state === 'confirming' && bug.claimedBy === null,
    confirm: machine.has('confirm') && !awaitingHacker && (!src || bug.claimedBy !== null),
    turnBack: machine.has('turnBack') && bug.state === 'confirming' && bug.isTurn === BUG_TURN.never,
    recheck: !src && bug.retest && machine.has('requestRecheck'),
    confirmRepair: src && machine.has('confirmRepair'),
    comment: true,
  };
  return ORDER.filter((action) => open[action] && roleMay(role, action));
}
