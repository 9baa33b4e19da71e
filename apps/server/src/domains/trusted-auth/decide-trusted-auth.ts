import { and, eq } from 'drizzle-orm';
import { trustedAuthReviewMachine, type AdminTrustedAuthDecision, type UserStatus } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { transition } from '../../platform/transitions/transition';
import { enforce } from '../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { recordAudit } from '../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { checkedReason } from '../certification/decide-certification';
import { users } from '../identity/identity.tables';
import { trustedAuthentications } from './trusted-auth.tables';
import { trustedAuthDecided } from './trusted-auth.events';
import { trustedAuthStaffRefusal } from './trusted-auth-policy';

type Outcome = { state: 'approved' } | { state: 'rejected'; reason: string };

/**
 * Approves or refuses an attempt waiting for review (by public id), through the review
 * machine: of two staff deciding at once one wins, the other gets `trustedAuthDecided`.
 * The account moves checkCredible → credible (approved) or failCredible (refused, with the
 * reason the hacker reads); the audit row and the `trustedAuth.decided` event (which tells
 * the hacker) commit with the decision. An account disabled meanwhile keeps its status.
 */
export async function decideTrustedAuth({ ctx, actor, input }: UseCaseOptions<{ id: string }, StaffActor>, outcome: Outcome): Promise<AdminTrustedAuthDecision> {
  enforce(trustedAuthStaffRefusal(asPolicyActor(actor)));
  const reason = outcome.state === 'rejected' ? checkedReason(outcome.reason) : null;
  return inTransaction(ctx, async (tx) => {
    const [current] = await tx.db.select().from(trustedAuthentications).where(eq(trustedAuthentications.publicId, input.id)).limit(1);
    if (!current) throw new AppError('notFound');
    const now = tx.clock.now();
    await transition(tx, {
      machine: trustedAuthReviewMachine,
      table: trustedAuthentications,
      idColumn: trustedAuthentications.id,
      stateColumn: trustedAuthentications.state,
      id: current.id,
      action: outcome.state === 'approved' ? 'approve' : 'reject',
      actorId: actor.staffId,
      reason,
      set: { rejectReason: reason, decidedBy: actor.staffId, decidedAt: now, updatedAt: now },
      conflict: 'trustedAuthDecided',
      event: { definition: trustedAuthDecided, payload: () => ({ userId: current.userId, state: outcome.state, reason }) },
    });
    const nextStatus: UserStatus = outcome.state === 'approved' ? 'credible' : 'failCredible';
    const [moved] = await tx.db
      .update(users)
      .set({ status: nextStatus, updatedAt: now })
      .where(and(eq(users.id, current.userId), eq(users.status, 'checkCredible')))
      .returning({ status: users.status, publicId: users.publicId });
    const [owner] = moved ? [moved] : await tx.db.select({ status: users.status, publicId: users.publicId }).from(users).where(eq(users.id, current.userId)).limit(1);
    await recordAudit(tx.db, {
      actor,
      action: `trustedAuth.${outcome.state === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'trustedAuth',
      targetId: current.publicId,
      before: { state: current.state, userId: owner?.publicId ?? null, userStatus: 'checkCredible' },
      after: { state: outcome.state, userId: owner?.publicId ?? null, userStatus: owner?.status ?? null, reason },
      at: now,
    });
    return { id: current.publicId, state: outcome.state, userStatus: owner!.status };
  });
}
