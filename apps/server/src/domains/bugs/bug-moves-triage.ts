import { and, eq, lt } from 'drizzle-orm';
import { BUG_TURN, type BugMoved, type BugStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { enforce } from '../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import type { Transitioned } from '../../platform/transitions/transition';
import { recordAudit } from '../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { checkedReason } from '../certification/decide-certification';
import { checkGrade, finishGrading, gradeName, levelsOfBug } from './bug-moves-grading';
import { lockBug, type BugForMove } from './bug-moves-load';
import { moveBug } from './move-bug';
import { bugDecisionRefusal } from './bugs-policy';
import { bugs } from './bugs.tables';

/** A staff decision on a report, as the console sends it. */
export type StaffBugDecision =
  | { action: 'accept'; grade: string; reason: string }
  | { action: 'markRepeat'; duplicateOf: string; reason: string }
  | { action: 'ignore' | 'refuse' | 'turnBack'; reason: string }
  | { action: 'arbitrate'; grade: string; reason: string }
  | { action: 'recheckResult'; passed: boolean; reason: string };

/** The audit log's verb of each decision (`bug.<verb>`, named in the console's audit page). */
const AUDIT_VERB: Record<StaffBugDecision['action'], string> = {
  accept: 'accept',
  markRepeat: 'repeat',
  ignore: 'ignore',
  refuse: 'refuse',
  turnBack: 'turnBack',
  arbitrate: 'arbitrate',
  recheckResult: 'recheckResult',
};

/** The earlier report of the same project a duplicate points to, by the number people quote; anything else is `bugDuplicateUnknown`. */
async function originalOf(tx: AppContext, bug: BugForMove, holeNumber: string) {
  const [original] = await tx.db
    .select({ id: bugs.id, holeNumber: bugs.holeNumber })
    .from(bugs)
    .where(and(eq(bugs.projectId, bug.projectId), eq(bugs.holeNumber, holeNumber), lt(bugs.id, bug.id)))
    .limit(1);
  if (!original) throw new AppError('bugDuplicateUnknown');
  return original;
}

/**
 * Staff decide on a report (issue 9 §2, §4): triage passes it on with an audit grade
 * (`confirming`), marks it a duplicate of an earlier report of the project, ignores or
 * refuses it, or turns it back once for more information (the state is kept, `isTurn` 1);
 * arbitration sets the final grade of an appealed report (`paying` or `end`, the reward
 * capped by the pool); a retest is recorded as `pass` or `restore`. Each carries the reason
 * the hacker reads, is checked under the report's lock (two staff at once: one wins, the
 * other gets 409), moved through `moveBug` and written to the audit log.
 */
export async function decideBug({ ctx, actor, input }: UseCaseOptions<{ id: string; decision: StaffBugDecision }, StaffActor>): Promise<BugMoved> {
  const { decision } = input;
  enforce(bugDecisionRefusal(asPolicyActor(actor), decision.action));
  const reason = checkedReason(decision.reason);
  return inTransaction(ctx, async (tx) => {
    const bug = await lockBug(tx, input.id);
    const base = { bug, actorId: actor.staffId, reason };
    const after: Record<string, unknown> = { reason };
    let moved: Transitioned<BugStatus>;
    let isTurn = bug.isTurn;
    switch (decision.action) {
      case 'accept': {
        // A report turned back waits for the hacker's update before anyone grades it.
        if (bug.state !== 'verifying' || bug.isTurn === BUG_TURN.waiting) throw new AppError('bugStateConflict');
        const levels = await levelsOfBug(tx, bug);
        const grade = checkGrade(levels, decision.grade.trim(), false);
        moved = await moveBug(tx, { ...base, action: 'accept', grade: gradeName(levels, grade), set: { auditGrade: grade, gradeReason: reason } });
        after.grade = grade;
        break;
      }
      case 'markRepeat': {
        if (bug.state !== 'verifying') throw new AppError('bugStateConflict');
        const original = await originalOf(tx, bug, decision.duplicateOf.trim());
        moved = await moveBug(tx, { ...base, action: 'markRepeat', duplicateOf: original.holeNumber, set: { duplicateOfId: original.id, gradeReason: reason } });
        after.duplicateOf = original.holeNumber;
        break;
      }
      case 'ignore':
      case 'refuse':
        moved = await moveBug(tx, { ...base, action: decision.action, set: { gradeReason: reason } });
        break;
      case 'turnBack': {
        if (bug.state !== 'verifying') throw new AppError('bugStateConflict');
        if (bug.isTurn !== BUG_TURN.never) throw new AppError('bugAlreadyTurnedBack');
        moved = await moveBug(tx, { ...base, action: 'turnBack', to: bug.state, set: { isTurn: BUG_TURN.waiting } });
        isTurn = BUG_TURN.waiting;
        break;
      }
      case 'arbitrate': {
        if (bug.state !== 'arbitrationing') throw new AppError('bugStateConflict');
        const grade = checkGrade(await levelsOfBug(tx, bug), decision.grade.trim(), true);
        moved = await finishGrading(tx, { ...base, action: 'arbitrate', grade, set: { gradeReason: reason } });
        after.grade = grade;
        break;
      }
      case 'recheckResult':
        moved = await moveBug(tx, { ...base, action: decision.passed ? 'recheckPass' : 'recheckFail' });
        after.passed = decision.passed;
        break;
      default:
        throw new Error(`unknown staff decision ${JSON.stringify(decision satisfies never)}`);
    }
    if (decision.action === 'arbitrate') after.rewardFen = moved.row.rewardFen ?? null;
    await recordAudit(tx.db, {
      actor,
      action: `bug.${AUDIT_VERB[decision.action]}`,
      targetType: 'bug',
      targetId: bug.publicId,
      before: { state: moved.from, isTurn: bug.isTurn, auditGrade: bug.auditGrade, confirmGrade: bug.confirmGrade, endGrade: bug.endGrade },
      after: { state: moved.to, ...after },
      at: tx.clock.now(),
    });
    return { id: bug.publicId, holestatus: moved.to, isTurn };
  });
}
