import { CERTIFICATION_DOCUMENTS, type AdminCertificationDetail } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { getCertificationForReview } from '../../certification';

/** One submission for the reviewer (numbers masked), its documents gathered into one list. */
export async function getCertificationDetail(ctx: AppContext, publicId: string): Promise<AdminCertificationDetail> {
  const review = await getCertificationForReview({ ctx, publicId });
  const { idCardFrontFile, idCardBackFile, businessLicenseFile, companyAuthorizationFile, ...rest } = review;
  const refs = { idCardFrontFile, idCardBackFile, businessLicenseFile, companyAuthorizationFile };
  return {
    ...rest,
    documents: CERTIFICATION_DOCUMENTS.flatMap((field) => (refs[field] ? [{ field, ref: refs[field] }] : [])),
  };
}
