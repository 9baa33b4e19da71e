import type { CompanyCertificationDetail, HackerCertificationDetail, SupplierCertificationDetail, UserStatus } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import type { CertificationRow } from './certification.tables';
import { requireUsertype } from './certification-policy';
import { latestCertification } from './latest-certification';

type Options = UseCaseOptions<undefined, UserActor>;

function reviewFields(row: CertificationRow, status: UserStatus) {
  return {
    status,
    review: row.state,
    rejectReason: row.state === 'rejected' ? row.rejectReason : null,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    isUpdate: row.replacesId !== null,
  };
}

/**
 * GET /company/authentication/detail (and /getCompanyInfo): the company's latest
 * submission to prefill the update form, its review state, a rejection's reason and
 * whether it updates the certification in force (which then stays in force). Files stay
 * references, shown through /findPrivateFile.
 */
export async function getCompanyCertification({ ctx, actor: { user } }: Options): Promise<CompanyCertificationDetail> {
  requireUsertype(user, 'company');
  const row = await latestCertification(ctx.db, user.id, 'company');
  if (!row) return null;
  return {
    companyName: row.companyName ?? '',
    companyLogFile: row.companyLogo ?? '',
    creditCode: row.creditCode ?? '',
    businessLicenseFile: row.businessLicenseRef ?? '',
    companyAuthorizationFile: row.companyAuthorizationRef ?? '',
    companyType: row.companyType,
    ...reviewFields(row, user.status),
  };
}

/** POST /user/supplierAuthentication/info: the supplier's latest submission, for the update form. */
export async function getSupplierCertification({ ctx, actor: { user } }: Options): Promise<SupplierCertificationDetail> {
  requireUsertype(user, 'supplier');
  const row = await latestCertification(ctx.db, user.id, 'supplier');
  if (!row) return null;
  return {
    companyName: row.companyName ?? '',
    openbank: row.openbank ?? '',
    bankName: row.bankName ?? '',
    creditCode: row.creditCode ?? '',
    businessLicenseFile: row.businessLicenseRef ?? '',
    ...reviewFields(row, user.status),
  };
}

/** GET /user/hackerAuthentication/detail: the hacker's real-name record, numbers masked. */
export async function getHackerCertification({ ctx, actor: { user } }: Options): Promise<HackerCertificationDetail> {
  requireUsertype(user, 'hacker');
  const row = await latestCertification(ctx.db, user.id, 'hacker');
  if (!row) return null;
  return {
    name: row.realName ?? '',
    idCardNumber: row.idCardMasked ?? '',
    bkCardNumber: row.bankCardMasked ?? '',
    openbank: row.openbank ?? '',
    bankName: row.bankName ?? '',
    bankPhone: row.bankPhoneMasked ?? '',
    idCardFrontFile: row.idCardFrontRef ?? '',
    idCardBackFile: row.idCardBackRef ?? '',
    ...reviewFields(row, user.status),
  };
}
