import { APPEAL_WINDOW_MS, BUG_TURN, type BugMoved } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { scheduleAppealClose } from './appeal-window';
import { checkGrade, gradeName, levelsOfBug } from './bug-moves-grading';
import { isSrc, lockBugFor, type BugForMove } from './bug-moves-load';
import { bugAskerOf, type BugPermissions } from './bugs-policy';
import { moveBug } from './move-bug';

export type ConfirmInput = { id: string; grade: string; content: string };

/**
 * The owner company confirms the grade of a report in `confirming` (spec 002 §5.4, issue 9
 * §3): a level of the project or `waitperfect`, final once confirmed. A grade other than
 * triage's (or, without platform triage, the hacker's own) needs the reason the hacker
 * reads. Opens the three-day appeal window, whose closing is queued at its deadline. Not
 * while the report is turned back and waits for the hacker's update.
 */
export async function confirmGradeIn(tx: AppContext, actor: UserActor, bug: BugForMove, input: Omit<ConfirmInput, 'id'>): Promise<BugMoved> {
  if (bug.state !== 'confirming' || bug.isTurn === BUG_TURN.waiting) throw new AppError('bugStateConflict');
  const levels = await levelsOfBug(tx, bug);
  const grade = checkGrade(levels, input.grade.trim(), true);
  const content = input.content.trim();
  if (grade !== (bug.auditGrade ?? bug.selfGrade) && content === '') throw new AppError('bugGradeReasonRequired');
  const deadline = new Date(tx.clock.now().getTime() + APPEAL_WINDOW_MS);
  const reason = content === '' ? null : content;
  const moved = await moveBug(tx, {
    bug,
    action: 'confirm',
    actorId: actor.user.id,
    reason,
    grade: gradeName(levels, grade),
    set: { confirmGrade: grade, gradeReason: reason, appealDeadline: deadline },
  });
  await scheduleAppealClose(tx, bug, deadline);
  return { id: bug.publicId, holestatus: moved.to, isTurn: bug.isTurn };
}

/** POST /confirmbuggrade. SRC reports are confirmed through /src/bug/confirm, after a claim. */
export async function confirmBugGrade({ ctx, actor, input, permissions }: UseCaseOptions<ConfirmInput, UserActor> & BugPermissions): Promise<BugMoved> {
  return inTransaction(ctx, async (tx) => {
    const bug = await lockBugFor(tx, bugAskerOf(actor, permissions), input.id, 'confirm');
    if (isSrc(bug)) throw new AppError('bugActionNotAllowed');
    return confirmGradeIn(tx, actor, bug, input);
  });
}

/** GET /turntoaudit: the owner company turns a report in confirmation back to the hacker, once, with a reason; the state is kept. */
export async function turnBackBug({ ctx, actor, input, permissions }: UseCaseOptions<{ id: string; reason: string }, UserActor> & BugPermissions): Promise<BugMoved> {
  return inTransaction(ctx, async (tx) => {
    const bug = await lockBugFor(tx, bugAskerOf(actor, permissions), input.id, 'turnBack');
    if (bug.state !== 'confirming') throw new AppError('bugStateConflict');
    if (bug.isTurn !== BUG_TURN.never) throw new AppError('bugAlreadyTurnedBack');
    const moved = await moveBug(tx, { bug, action: 'turnBack', to: bug.state, actorId: actor.user.id, reason: input.reason, set: { isTurn: BUG_TURN.waiting } });
    return { id: bug.publicId, holestatus: moved.to, isTurn: BUG_TURN.waiting };
  });
}

/**
 * POST /recheckHole: the owner company asks for a retest of its fix of a closed report
 * (`end`, `paid`, or `restore` after a failed retest), when the project offers retests.
 */
export async function requestRecheck({ ctx, actor, input, permissions }: UseCaseOptions<{ id: string; content: string }, UserActor> & BugPermissions): Promise<BugMoved> {
  return inTransaction(ctx, async (tx) => {
    const bug = await lockBugFor(tx, bugAskerOf(actor, permissions), input.id, 'recheck');
    if (!(['end', 'paid', 'restore'] as const).some((s) => s === bug.state)) throw new AppError('bugStateConflict');
    if (!bug.project.retest) throw new AppError('bugRecheckNotOffered');
    const content = input.content.trim();
    const moved = await moveBug(tx, { bug, action: 'requestRecheck', actorId: actor.user.id, reason: content === '' ? null : content });
    return { id: bug.publicId, holestatus: moved.to, isTurn: bug.isTurn };
  });
}
