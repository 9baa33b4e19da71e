import { fenToYuan, projectStateByTime, DEFAULT_DIFFICULTY, type ErrorKey, type ProjectState } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { enforce } from '../../platform/policy/policy';
import { afterCommit, inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { recordAudit } from '../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { checkedReason } from '../certification/decide-certification';
import { findProject } from './project-form';
import { moveProject } from './move-project';
import { projectRefusal } from './projects-policy';
import { secureFunding } from '../money/escrow';
import { answerWithMessage, type AnswerWithMessage } from '../../http/register-call';

export type ProjectDecision = { id: string; states: ProjectState; waitingForFunds?: boolean; shortBy?: string };

type Decision =
  | { action: 'approve'; difficulty?: 1 | 2 | 3 }
  | { action: 'reject'; reason: string }
  | { action: 'pause'; reason: string }
  | { action: 'resume'; reason: string };

const CONFLICT: Record<Decision['action'], ErrorKey> = {
  approve: 'projectAlreadyAudited',
  reject: 'projectAlreadyAudited',
  pause: 'projectPauseConflict',
  resume: 'projectPauseConflict',
};

/**
 * Staff decide on a project (project audit permission): approve or reject an unaudited one,
 * pause or resume a running one, each with the reason the company reads (approval needs
 * none). The move goes through the lifecycle machine (of two staff deciding at once one
 * wins, the other gets 409), is recorded with who and why, audited, and announced by
 * `project.state-changed`, which tells the company (and participants of a pause or resume).
 * Approval secures the project's money (issue 10 §1, `secureFunding`): an SRC at once, a bug
 * bounty by escrowing pool and fee from the company's balance; a short balance keeps the verdict
 * but leaves the project `audited`, waiting for funds, and the answer says what is missing. A
 * funded project is moved on by time at once (`projects.advance`); a resumed one goes straight
 * to the state its times call for (back to waiting when it was never funded).
 */
export async function decideProject({ ctx, actor, input }: UseCaseOptions<{ id: string; decision: Decision }, StaffActor>): Promise<ProjectDecision | AnswerWithMessage<ProjectDecision>> {
  enforce(projectRefusal({ actor: asPolicyActor(actor) }, 'audit', { companyId: 0, state: 'unaudited' }));
  const { decision } = input;
  const reason = decision.action === 'approve' ? null : checkedReason(decision.reason);
  return inTransaction(ctx, async (tx) => {
    const row = await findProject(tx.db, input.id, true);
    if (!row) throw new AppError('projectNotFound');
    const now = tx.clock.now();
    const set: Record<string, unknown> = { updatedAt: now };
    let to: ProjectState | undefined;
    if (decision.action === 'approve') Object.assign(set, { approvedAt: now, rejectReason: null, difficulty: decision.difficulty ?? DEFAULT_DIFFICULTY });
    if (decision.action === 'reject') set.rejectReason = reason;
    if (decision.action === 'pause') set.pauseReason = reason;
    if (decision.action === 'resume') {
      set.pauseReason = null;
      to = row.fundedAt ? projectStateByTime(now, row.startAt, row.endAt) : 'audited';
    }
    const moved = await moveProject(tx, { project: row, action: decision.action, to, actorId: actor.staffId, reason, set, conflict: CONFLICT[decision.action] });
    const funding = decision.action === 'approve' ? await secureFunding(tx, row, actor.staffId) : null;
    await recordAudit(tx.db, {
      actor,
      action: `project.${decision.action}`,
      targetType: 'project',
      targetId: row.publicId,
      before: { state: moved.from },
      after: { state: moved.to, reason },
      at: now,
    });
    afterCommit(tx, () => ctx.publicCache.changed());
    if (funding?.state === 'waiting') {
      return answerWithMessage({ id: row.publicId, states: moved.to, waitingForFunds: true, shortBy: fenToYuan(funding.shortFen) }, 'approvedWaitingForFunds');
    }
    return { id: row.publicId, states: moved.to, ...(decision.action === 'approve' ? { waitingForFunds: false } : {}) };
  });
}
