import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserStatus } from '@wardline/contract';
import type { Database } from '../../db/client';
import { users } from '../identity/identity.tables';
import { certifications } from './certification.tables';
import { REVIEW_STATUS, refusalForStatus } from './certification-policy';
import { latestCertification } from './latest-certification';

type ReviewedKind = keyof typeof REVIEW_STATUS;

export type EnterReviewOptions = {
  userId: number;
  kind: ReviewedKind;
  /** Statuses the account may submit from; anything else is refused with the reason. */
  fromStatuses: readonly UserStatus[];
  /** Update mode: an unauthorized account may only resubmit after a rejection. */
  requireRejectedWhenUnauthorized?: boolean;
  values: Omit<typeof certifications.$inferInsert, 'id' | 'userId' | 'kind' | 'state' | 'companyType'>;
};

/**
 * Puts a company or supplier submission in the staff queue, in one transaction: the
 * account's status moves to the review status by a conditional update (so two racing
 * submissions cannot both pass), and a pending row is added. The company type of the
 * previous submission is kept. Answers the new status.
 */
export async function enterReview(db: Database, { userId, kind, fromStatuses, requireRejectedWhenUnauthorized, values }: EnterReviewOptions): Promise<UserStatus> {
  const reviewStatus = REVIEW_STATUS[kind];
  return db.transaction(async (tx) => {
    const previous = await latestCertification(tx, userId, kind);
    const allowed = fromStatuses.filter((s) => !(requireRejectedWhenUnauthorized && s === 'unauthorized' && previous?.state !== 'rejected'));
    const [moved] = allowed.length
      ? await tx
          .update(users)
          .set({ status: reviewStatus, updatedAt: sql`now()` })
          .where(and(eq(users.id, userId), eq(users.usertype, kind), inArray(users.status, allowed)))
          .returning({ id: users.id })
      : [];
    if (!moved) {
      const [current] = await tx.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
      throw refusalForStatus(current?.status, reviewStatus);
    }
    await tx.insert(certifications).values({ ...values, userId, kind, state: 'pending', companyType: previous?.companyType ?? 0 });
    return reviewStatus;
  });
}
