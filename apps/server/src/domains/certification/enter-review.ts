import { and, eq } from 'drizzle-orm';
import type { UserStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { inTransaction } from '../../platform/use-case';
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
  values: Omit<typeof certifications.$inferInsert, 'id' | 'userId' | 'kind' | 'state' | 'companyType' | 'replacesId' | 'submittedAt'>;
};

/**
 * Puts a company or supplier submission in the staff queue, in one transaction with the
 * account row locked (so two racing submissions cannot both pass; a partial unique index
 * also keeps one pending row per account). Answers the account's status afterwards:
 *
 * - from `unauthorized`: the account waits for review (companyFileUploaded /
 *   checkCertification) until staff decide;
 * - from `certification` (an update): the account stays certified and the approved
 *   submission in force stays so; the pending row names it (`replacesId`), and staff review
 *   the update beside it. A rejected update leaves the approved one in force.
 *
 * The company type of the previous submission is kept.
 */
export async function enterReview(ctx: AppContext, { userId, kind, fromStatuses, requireRejectedWhenUnauthorized, values }: EnterReviewOptions): Promise<UserStatus> {
  return inTransaction(ctx, async ({ db: tx, clock }) => {
    const [account] = await tx.select({ status: users.status, usertype: users.usertype }).from(users).where(eq(users.id, userId)).for('update').limit(1);
    const previous = await latestCertification(tx, userId, kind);
    if (previous?.state === 'pending') throw new AppError('certificationPending');
    const status = account?.usertype === kind ? account.status : undefined;
    const allowed =
      status !== undefined &&
      fromStatuses.includes(status) &&
      !(requireRejectedWhenUnauthorized && status === 'unauthorized' && previous?.state !== 'rejected');
    if (!allowed) throw refusalForStatus(status, REVIEW_STATUS[kind]);

    const now = clock.now();
    const updating = status === 'certification';
    const inForce = updating ? await latestCertification(tx, userId, kind, 'approved') : undefined;
    await tx.insert(certifications).values({
      ...values,
      userId,
      kind,
      state: 'pending',
      companyType: previous?.companyType ?? 0,
      replacesId: inForce?.id ?? null,
      submittedAt: now,
    });
    if (updating) return status;
    await tx.update(users).set({ status: REVIEW_STATUS[kind], updatedAt: now }).where(and(eq(users.id, userId), eq(users.status, status)));
    return REVIEW_STATUS[kind];
  });
}

