import { and, eq } from 'drizzle-orm';
import { certificationReviewMachine, type UserStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { transition } from '../../platform/transitions/transition';
import { inTransaction } from '../../platform/use-case';
import { users } from '../identity/identity.tables';
import { certifications, type CertificationRow } from './certification.tables';
import { REVIEW_STATUS } from './certification-policy';
import { snapshotOf, type CertificationSnapshot } from './certification-snapshot';
import { certificationDecided } from './certification.events';

export type CertificationDecision = { before: CertificationSnapshot; after: CertificationSnapshot };

export type DecideCertificationOptions = {
  ctx: AppContext;
  staffId: number;
  id: number;
  /**
   * Runs inside the decision's transaction with its snapshots, so the console's audit
   * row commits or rolls back with the decision itself (see audit/record-audit.ts).
   */
  inTransaction?: (tx: Database, change: { before: CertificationSnapshot; after: CertificationSnapshot }) => Promise<void>;
};

type Outcome = { state: 'approved'; reason?: undefined } | { state: 'rejected'; reason: string };

/**
 * Approves or rejects a pending company or supplier certification through the review
 * machine: of two staff deciding at once exactly one wins and the other gets
 * `certificationDecided`. The account moves from its review status to certification
 * (approved) or back to unauthorized (rejected); an account disabled meanwhile keeps its
 * status. The `certification.decided` event of the same transaction tells the user.
 */
export async function decideCertification({ ctx, staffId, id, inTransaction: withinDecision }: DecideCertificationOptions, outcome: Outcome): Promise<CertificationDecision> {
  return inTransaction(ctx, async (tx) => {
    const [current] = await tx.db.select().from(certifications).where(eq(certifications.id, id)).limit(1);
    if (!current) throw new AppError('notFound');
    if (current.kind === 'hacker') throw new AppError('certificationDecided');
    const [owner] = await tx.db.select({ status: users.status }).from(users).where(eq(users.id, current.userId)).limit(1);

    const moved = await transition(tx, {
      machine: certificationReviewMachine,
      table: certifications,
      idColumn: certifications.id,
      stateColumn: certifications.state,
      id,
      action: outcome.state === 'approved' ? 'approve' : 'reject',
      actorId: staffId,
      reason: outcome.reason ?? null,
      set: { rejectReason: outcome.reason ?? null, decidedBy: staffId, decidedAt: tx.clock.now() },
      conflict: 'certificationDecided',
      event: {
        definition: certificationDecided,
        payload: () => ({ userId: current.userId, kind: current.kind, state: outcome.state, reason: outcome.reason ?? null }),
      },
    });
    const decided = moved.row as CertificationRow;

    const nextStatus: UserStatus = outcome.state === 'approved' ? 'certification' : 'unauthorized';
    const [account] = await tx.db
      .update(users)
      .set({ status: nextStatus, updatedAt: tx.clock.now() })
      .where(and(eq(users.id, current.userId), eq(users.status, REVIEW_STATUS[current.kind])))
      .returning({ status: users.status });

    const snapshots = { before: snapshotOf(current, owner?.status ?? null), after: snapshotOf(decided, account?.status ?? owner?.status ?? null) };
    await withinDecision?.(tx.db, snapshots);
    return snapshots;
  });
}
