import { eq } from 'drizzle-orm';
import type { CertificationKind, CertificationReviewState, UserStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';
import { certifications } from './certification.tables';

export type GetCertificationForReviewOptions = { ctx: AppContext; publicId: string };

/**
 * One certification as staff review it: every field, ID, bank card and reserved phone
 * numbers masked (`revealCertificationNumbers` opens them, audited), and the documents as
 * private-file references (read them with `readPrivateFile` and the staff viewer).
 */
export type CertificationReview = {
  /** The public id. */
  id: string;
  kind: CertificationKind;
  state: CertificationReviewState;
  user: { id: number; nickname: string; phone: string | null; email: string | null; status: UserStatus };
  realName: string | null;
  idCardNumber: string | null;
  bkCardNumber: string | null;
  bankPhone: string | null;
  openbank: string | null;
  bankName: string | null;
  idCardFrontFile: string | null;
  idCardBackFile: string | null;
  companyName: string | null;
  companyLogFile: string | null;
  creditCode: string | null;
  businessLicenseFile: string | null;
  companyAuthorizationFile: string | null;
  companyType: number;
  rejectReason: string | null;
  decidedBy: number | null;
  submittedAt: string;
  decidedAt: string | null;
};

export async function getCertificationForReview({ ctx, publicId }: GetCertificationForReviewOptions): Promise<CertificationReview> {
  const [found] = await ctx.db
    .select({ row: certifications, user: { id: users.id, nickname: users.nickname, phone: users.phone, email: users.email, status: users.status } })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .where(eq(certifications.publicId, publicId))
    .limit(1);
  if (!found) throw new AppError('notFound');
  const { row, user } = found;
  return {
    id: row.publicId,
    kind: row.kind,
    state: row.state,
    user,
    realName: row.realName,
    idCardNumber: row.idCardMasked,
    bkCardNumber: row.bankCardMasked,
    bankPhone: row.bankPhoneMasked,
    openbank: row.openbank,
    bankName: row.bankName,
    idCardFrontFile: row.idCardFrontRef,
    idCardBackFile: row.idCardBackRef,
    companyName: row.companyName,
    companyLogFile: row.companyLogo,
    creditCode: row.creditCode,
    businessLicenseFile: row.businessLicenseRef,
    companyAuthorizationFile: row.companyAuthorizationRef,
    companyType: row.companyType,
    rejectReason: row.rejectReason,
    decidedBy: row.decidedBy,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
