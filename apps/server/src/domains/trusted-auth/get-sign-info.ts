import type { TrustedAuthSignInfo } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { latestCertification } from '../certification/latest-certification';
import { currentStatus } from './current-status';
import { latestAttempt, materialsOf, signaturesOf } from './latest-attempt';
import { requireHacker, requireRealName, stepOf } from './trusted-auth-policy';

/**
 * GET /hackCred/signInfo: the personal record the five steps follow (status, step), the
 * latest attempt's materials (to prefill a retry) and signed pledges, and a refusal's reason.
 */
export async function getSignInfo({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<TrustedAuthSignInfo> {
  requireHacker(actor.user);
  const status = await currentStatus(ctx.db, actor.user.id);
  requireRealName(status);
  const [attempt, record] = await Promise.all([latestAttempt(ctx.db, actor.user.id), latestCertification(ctx.db, actor.user.id, 'hacker', 'approved')]);
  return {
    status,
    step: stepOf(attempt),
    bankPhone: record?.bankPhoneMasked ?? null,
    attempt: attempt && {
      state: attempt.state,
      materials: await materialsOf(ctx.db, attempt),
      signList: await signaturesOf(ctx.db, attempt.id),
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
      decidedAt: attempt.decidedAt?.toISOString() ?? null,
      rejectReason: attempt.rejectReason,
    },
  };
}
