import type { z } from 'zod';
import type { CertificationSubmitResult, supplierCertificationBody } from '@wardline/contract';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../auth/load-session-user';
import { AppError } from '../../http/app-error';
import { checkOwnPrivateFiles } from '../../files/check-own-files';
import { requireUsertype } from './certification-policy';
import { enterReview } from './enter-review';

export type SubmitSupplierCertificationOptions = { ctx: AppContext; user: SessionUser; body: z.output<typeof supplierCertificationBody> };

/**
 * POST /user/supplierAuthentication: the supplier's documents go to staff review
 * (status checkCertification). The one call serves both the first submission and the
 * update mode of a certified supplier.
 */
export async function submitSupplierCertification({ ctx, user, body }: SubmitSupplierCertificationOptions): Promise<CertificationSubmitResult> {
  requireUsertype(user, 'supplier');
  const issues = await checkOwnPrivateFiles(ctx.db, user.id, [{ field: 'businessLicenseFile', ref: body.businessLicenseFile, kinds: ['businessLicenseFile'] }]);
  if (issues.length > 0) throw new AppError('validationFailed', issues);

  const userStatus = await enterReview(ctx.db, {
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
