import type { BugMoved } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { lockBugFor } from './bug-moves-load';
import { bugAskerOf, type BugPermissions } from './bugs-policy';
import { moveBug } from './move-bug';

/**
 * POST /bugappeal: the reporter appeals the confirmed grade once, before the window's
 * deadline, with a reason the company and staff read: `arbitrationing`. A window closed (by
 * time or the scheduler) or already used is `bugAppealClosed`; the check runs under the
 * report's lock, so an appeal racing the window's job either wins or is refused, never both.
 */
export async function appealBug({ ctx, actor, input, permissions }: UseCaseOptions<{ id: string; content: string }, UserActor> & BugPermissions): Promise<BugMoved> {
  return inTransaction(ctx, async (tx) => {
    const bug = await lockBugFor(tx, bugAskerOf(actor, permissions), input.id, 'appeal');
    const open = bug.state === 'appeal' && bug.appealReason === null && bug.appealDeadline !== null && bug.appealDeadline > tx.clock.now();
    if (!open) throw new AppError('bugAppealClosed');
    const moved = await moveBug(tx, { bug, action: 'appeal', actorId: actor.user.id, reason: input.content, set: { appealReason: input.content } });
    return { id: bug.publicId, holestatus: moved.to, isTurn: bug.isTurn };
  });
}
