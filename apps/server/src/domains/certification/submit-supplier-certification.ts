import type { z } from 'zod';
import type { CertificationSubmitResult, supplierCertificationBody } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { AppError } from '../../http/app-error';
import { checkOwnPrivateFiles } from '../../files/check-own-files';
import { requireUsertype } from './certification-policy';
import { enterReview } from './enter-review';

/**
 * POST /user/supplierAuthentication: the supplier's documents go to staff review. The one
 * call serves the first submission (waits as checkCertification) and the update of a
 * certified supplier (stays certified while staff review it).
 */
export async function submitSupplierCertification({ ctx, actor, input: body }: UseCaseOptions<z.output<typeof supplierCertificationBody>, UserActor>): Promise<CertificationSubmitResult> {
  const user = actor.user;
  requireUsertype(user, 'supplier');
  const issues = await checkOwnPrivateFiles(ctx.db, user.id, [{ field: 'businessLicenseFile', ref: body.businessLicenseFile, kinds: ['businessLicenseFile'] }]);
  if (issues.length > 0) throw new AppError('validationFailed', issues);

  const userStatus = await enterReview(ctx, {
    userId: user.id,
    kind: 'supplier',
    fromStatuses: ['unauthorized', 'certification'],
    values: {
      companyName: body.companyName,
      openbank: body.openbank,
      bankName: body.bankName,
      creditCode: body.creditCode,
      businessLicenseRef: body.businessLicenseFile,
    },
  });
  return { userStatus, review: 'pending' };
}
