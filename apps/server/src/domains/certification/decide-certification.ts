import { and, eq } from 'drizzle-orm';
import { certificationReviewMachine, reasonSchema, type AdminCertificationDecision, type UserStatus } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { transition } from '../../platform/transitions/transition';
import { enforce } from '../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { recordAudit } from '../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { users } from '../identity/identity.tables';
import { certifications, type CertificationRow } from './certification.tables';
import { certificationStaffRefusal, REVIEW_STATUS } from './certification-policy';
import { snapshotOf, type CertificationSnapshot } from './certification-snapshot';
import { certificationDecided } from './certification.events';

export type CertificationDecision = AdminCertificationDecision & { before: CertificationSnapshot; after: CertificationSnapshot };

type Outcome = { state: 'approved'; reason?: undefined } | { state: 'rejected'; reason: string };

/** A staff reason as stored and told: trimmed, 1–500 characters, or the field's refusal. */
export function checkedReason(reason: string): string {
  const checked = reasonSchema.safeParse(reason);
  if (!checked.success) throw new AppError('validationFailed', [{ field: 'reason', rule: checked.error.issues[0]?.message ?? 'invalid' }]);
  return checked.data;
}

/**
 * Approves or rejects a pending company or supplier certification (by public id) through
 * the review machine: of two staff deciding at once exactly one wins and the other gets
 * `certificationDecided`. A first submission moves the account from its review status to
 * certification (approved) or back to unauthorized (rejected); an update leaves the
 * account certified either way — approved, it becomes the certification in force; rejected,
 * the one it would have replaced stays in force. An account disabled meanwhile keeps its
 * status. The audit row (masked snapshots) and the `certification.decided` event (which
 * tells the user) commit with the decision.
 */
export async function decideCertification({ ctx, actor, input }: UseCaseOptions<{ id: string }, StaffActor>, outcome: Outcome): Promise<CertificationDecision> {
  enforce(certificationStaffRefusal(asPolicyActor(actor), 'review'));
  return inTransaction(ctx, async (tx) => {
    const [current] = await tx.db.select().from(certifications).where(eq(certifications.publicId, input.id)).limit(1);
    if (!current) throw new AppError('notFound');
    if (current.kind === 'hacker') throw new AppError('certificationDecided');
    const [owner] = await tx.db.select({ status: users.status }).from(users).where(eq(users.id, current.userId)).limit(1);
    const now = tx.clock.now();
    const update = current.replacesId !== null;

    const moved = await transition(tx, {
      machine: certificationReviewMachine,
      table: certifications,
      idColumn: certifications.id,
      stateColumn: certifications.state,
      id: current.id,
      action: outcome.state === 'approved' ? 'approve' : 'reject',
      actorId: actor.staffId,
      reason: outcome.reason ?? null,
      set: { rejectReason: outcome.reason ?? null, decidedBy: actor.staffId, decidedAt: now },
      conflict: 'certificationDecided',
      event: {
        definition: certificationDecided,
        payload: () => ({ userId: current.userId, kind: current.kind, state: outcome.state, reason: outcome.reason ?? null, update }),
      },
    });
    const decided = moved.row as CertificationRow;

    const nextStatus: UserStatus = outcome.state === 'approved' ? 'certification' : 'unauthorized';
    const [account] = update
      ? []
      : await tx.db
          .update(users)
          .set({ status: nextStatus, updatedAt: now })
          .where(and(eq(users.id, current.userId), eq(users.status, REVIEW_STATUS[current.kind])))
          .returning({ status: users.status });

    const before = snapshotOf(current, owner?.status ?? null);
    const after = snapshotOf(decided, account?.status ?? owner?.status ?? null);
    await recordAudit(tx.db, { actor, action: `certification.${outcome.state === 'approved' ? 'approve' : 'reject'}`, targetType: 'certification', targetId: current.publicId, before, after, at: now });
    return { id: current.publicId, state: after.state, userStatus: after.userStatus, before, after };
  });
}
