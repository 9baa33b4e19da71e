import { and, eq, sql } from 'drizzle-orm';
import type { UserStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import { certifications } from './certification.tables';
import { REVIEW_STATUS } from './certification-policy';
import { snapshotOf, type CertificationSnapshot } from './certification-snapshot';
import { notifyCertificationDecision } from './notify-certification-decision';

export type CertificationDecision = { before: CertificationSnapshot; after: CertificationSnapshot; notified: boolean };

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
 * Approves or rejects a pending company or supplier certification. The row is locked
 * and changed only `WHERE state = 'pending'`, so of two staff deciding at once exactly
 * one wins and the other gets `certificationDecided`. The account moves from its review
 * status to certification (approved) or back to unauthorized (rejected); an account
 * disabled meanwhile keeps its status. The user is told after the commit.
 */
export async function decideCertification({ ctx, staffId, id, inTransaction }: DecideCertificationOptions, outcome: Outcome): Promise<CertificationDecision> {
  const change = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(certifications).where(eq(certifications.id, id)).for('update').limit(1);
    if (!current) throw new AppError('notFound');
    if (current.state !== 'pending' || current.kind === 'hacker') throw new AppError('certificationDecided');
    const [owner] = await tx.select({ status: users.status }).from(users).where(eq(users.id, current.userId)).limit(1);

    const [decided] = await tx
      .update(certifications)
      .set({ state: outcome.state, rejectReason: outcome.reason ?? null, decidedBy: staffId, decidedAt: sql`now()` })
      .where(and(eq(certifications.id, id), eq(certifications.state, 'pending')))
      .returning();
    if (!decided) throw new AppError('certificationDecided');

    const nextStatus: UserStatus = outcome.state === 'approved' ? 'certification' : 'unauthorized';
    const [moved] = await tx
      .update(users)
      .set({ status: nextStatus, updatedAt: sql`now()` })
      .where(and(eq(users.id, current.userId), eq(users.status, REVIEW_STATUS[current.kind])))
      .returning({ status: users.status });

    const snapshots = { before: snapshotOf(current, owner?.status ?? null), after: snapshotOf(decided, moved?.status ?? owner?.status ?? null) };
    await inTransaction?.(tx, snapshots);
    return snapshots;
  });
  const notified = await notifyCertificationDecision(ctx, change.after);
  return { ...change, notified };
}
