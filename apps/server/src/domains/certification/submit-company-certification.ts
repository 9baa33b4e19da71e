import type { z } from 'zod';
import type { CertificationSubmitResult, companyCertificationBody } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { AppError, type FieldIssue } from '../../http/app-error';
import { checkOwnPrivateFiles, isOwnPublicFile } from '../../files/check-own-files';
import { requireUsertype } from './certification-policy';
import { enterReview } from './enter-review';

export type SubmitCompanyCertificationInput = {
  body: z.output<typeof companyCertificationBody>;
  /** `submit` from unauthorized; `update` from certification, or after a rejection. */
  mode: 'submit' | 'update';
};

/**
 * POST /user/companyAuthentication, /company/authentication/submit and /update: the
 * company's documents go to staff review. A first submission (or one after a rejection)
 * waits as companyFileUploaded; an update of a certified company leaves it certified while
 * staff review it. The licence and the authorisation letter must be the company's own
 * private uploads, the logo its own public one.
 */
export async function submitCompanyCertification({ ctx, actor, input: { body, mode } }: UseCaseOptions<SubmitCompanyCertificationInput, UserActor>): Promise<CertificationSubmitResult> {
  const user = actor.user;
  requireUsertype(user, 'company');
  const issues: FieldIssue[] = [];
  if (!(await isOwnPublicFile(ctx.db, user.id, body.companyLogFile))) issues.push({ field: 'companyLogFile', rule: 'certification.file.invalid' });
  issues.push(
    ...(await checkOwnPrivateFiles(ctx.db, user.id, [
      { field: 'businessLicenseFile', ref: body.businessLicenseFile, kinds: ['businessLicenseFile'] },
      { field: 'companyAuthorizationFile', ref: body.companyAuthorizationFile, kinds: ['companyAuthorizationFile'] },
    ])),
  );
  if (issues.length > 0) throw new AppError('validationFailed', issues);

  const userStatus = await enterReview(ctx, {
    userId: user.id,
    kind: 'company',
    fromStatuses: mode === 'submit' ? ['unauthorized'] : ['certification', 'unauthorized'],
    requireRejectedWhenUnauthorized: mode === 'update',
    values: {
      companyName: body.companyName,
      companyLogo: body.companyLogFile,
      creditCode: body.creditCode,
      businessLicenseRef: body.businessLicenseFile,
      companyAuthorizationRef: body.companyAuthorizationFile,
    },
  });
  return { userStatus, review: 'pending' };
}
