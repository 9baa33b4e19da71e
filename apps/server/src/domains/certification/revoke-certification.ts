import { and, eq } from 'drizzle-orm';
import { certificationReviewMachine } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { transition } from '../../platform/transitions/transition';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { users } from '../identity/identity.tables';
import { recordAudit } from '../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { certifications, type CertificationRow } from './certification.tables';
import { certificationStaffRefusal } from './certification-policy';
import { snapshotOf } from './certification-snapshot';
import { certificationRevoked } from './certification.events';
import { checkedReason } from './decide-certification';

/**
 * POST /admin/certifications/{id}/revoke: staff withdraw an approved real-name
 * certification (decided automatically at submission) with a reason. The record moves
 * approved → rejected with the reason, the account certification → unauthorized (so the
 * hacker can submit again), the audit row and the `certification.revoked` event (which
 * tells the hacker in their language) commit with it.
 */
export async function revokeCertification({ ctx, actor, input }: UseCaseOptions<{ id: string; reason: string }, StaffActor>) {
  const reason = checkedReason(input.reason);
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const [current] = await tx.db.select().from(certifications).where(eq(certifications.publicId, input.id)).limit(1);
    if (!current) throw new AppError('notFound');
    enforce(certificationStaffRefusal(asPolicyActor(actor), 'revoke', current));
    const moved = await transition(tx, {
      machine: certificationReviewMachine,
      table: certifications,
      idColumn: certifications.id,
      stateColumn: certifications.state,
      id: current.id,
      action: 'revoke',
      actorId: actor.staffId,
      reason,
      set: { rejectReason: reason, decidedBy: actor.staffId, decidedAt: now },
      conflict: 'certificationDecided',
      event: { definition: certificationRevoked, payload: () => ({ userId: current.userId, kind: current.kind, reason }) },
    });
    const [owner] = await tx.db.select({ status: users.status }).from(users).where(eq(users.id, current.userId)).limit(1);
    const [account] = await tx.db
      .update(users)
      .set({ status: 'unauthorized', updatedAt: now })
      .where(and(eq(users.id, current.userId), eq(users.status, 'certification')))
      .returning({ status: users.status });
    const before = snapshotOf(current, owner?.status ?? null);
    const after = snapshotOf(moved.row as CertificationRow, account?.status ?? owner?.status ?? null);
    await recordAudit(tx.db, { actor, action: 'certification.revoke', targetType: 'certification', targetId: current.publicId, before, after, at: now });
    return { id: current.publicId, state: after.state, userStatus: after.userStatus };
  });
}
