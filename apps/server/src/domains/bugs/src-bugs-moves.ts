import { and, eq, isNull } from 'drizzle-orm';
import type { BugMoved } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { confirmGradeIn, type ConfirmInput } from './bug-moves-company';
import { isSrc, lockBugFor, type BugForMove } from './bug-moves-load';
import { bugAskerOf, type BugPermissions } from './bugs-policy';
import { moveBug } from './move-bug';
import { bugs } from './bugs.tables';

type SrcMove = 'claim' | 'confirm' | 'confirmRepair';

/** The owner company's SRC report, locked: a bug bounty report on an SRC route is not this route's. */
async function lockSrcBug(tx: AppContext, actor: UserActor, permissions: BugPermissions['permissions'], id: string, action: SrcMove): Promise<BugForMove> {
  const bug = await lockBugFor(tx, bugAskerOf(actor, permissions), id, action);
  if (!isSrc(bug)) throw new AppError('bugActionNotAllowed');
  return bug;
}

/**
 * POST /src/bug/claim: the company takes an unclaimed SRC report into its hands. No state
 * changes; the claim is a line of the report's history (action `claim`), so the news list and
 * the detail show who took it when. A report claimed already is `bugClaimConflict`.
 */
export async function claimSrcBug({ ctx, actor, input, permissions }: UseCaseOptions<{ id: string }, UserActor> & BugPermissions): Promise<BugMoved> {
  return inTransaction(ctx, async (tx) => {
    const bug = await lockSrcBug(tx, actor, permissions, input.id, 'claim');
    const [claimed] = await tx.db
      .update(bugs)
      .set({ claimedBy: actor.user.id, updatedAt: tx.clock.now() })
      .where(and(eq(bugs.id, bug.id), isNull(bugs.claimedBy)))
      .returning({ id: bugs.id });
    if (!claimed) throw new AppError('bugClaimConflict');
    await tx.db.insert(stateTransitions).values({
      machine: 'bug',
      subjectId: String(bug.id),
      action: 'claim',
      fromState: bug.state,
      toState: bug.state,
      actorId: actor.user.id,
      occurredAt: tx.clock.now(),
    });
    return { id: bug.publicId, holestatus: bug.state, isTurn: bug.isTurn };
  });
}

/** POST /src/bug/confirm: as /confirmbuggrade, by the member who claimed the report (no money: the window closes to `end`). */
export async function confirmSrcBug({ ctx, actor, input, permissions }: UseCaseOptions<ConfirmInput, UserActor> & BugPermissions): Promise<BugMoved> {
  return inTransaction(ctx, async (tx) => {
    const bug = await lockSrcBug(tx, actor, permissions, input.id, 'confirm');
    if (bug.claimedBy !== actor.user.id) throw new AppError('bugClaimConflict');
    return confirmGradeIn(tx, actor, bug, input);
  });
}

/** POST /src/bug/confirmRepair: the company confirms its fix of a closed SRC report (`end`, or `restore` after a failed retest): `pass`. */
export async function confirmSrcRepair({ ctx, actor, input, permissions }: UseCaseOptions<{ id: string }, UserActor> & BugPermissions): Promise<BugMoved> {
  return inTransaction(ctx, async (tx) => {
    const bug = await lockSrcBug(tx, actor, permissions, input.id, 'confirmRepair');
    const moved = await moveBug(tx, { bug, action: 'confirmRepair', actorId: actor.user.id });
    return { id: bug.publicId, holestatus: moved.to, isTurn: bug.isTurn };
  });
}
