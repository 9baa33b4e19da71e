import { eq } from 'drizzle-orm';
import { CERTIFICATION_DOCUMENTS, type AdminCertificationDetail } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { enforce } from '../../platform/policy/policy';
import type { UseCaseOptions } from '../../platform/use-case';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { users } from '../identity/identity.tables';
import { certifications } from './certification.tables';
import { certificationStaffRefusal } from './certification-policy';
import { certificationChanges } from './certification-changes';

/**
 * GET /admin/certifications/{id}: one submission as staff review it, by public id. ID, bank
 * card and reserved phone numbers masked (`revealCertificationNumbers` opens them, audited);
 * the documents as private-file references (read with `readPrivateFile` and the staff
 * viewer); an update with the public id of the submission in force and what it changes.
 */
export async function getCertificationForReview({ ctx, actor, input }: UseCaseOptions<{ id: string }, StaffActor>): Promise<AdminCertificationDetail> {
  enforce(certificationStaffRefusal(asPolicyActor(actor), 'review'));
  const [found] = await ctx.db
    .select({ row: certifications, user: { id: users.id, nickname: users.nickname, phone: users.phone, email: users.email, status: users.status } })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .where(eq(certifications.publicId, input.id))
    .limit(1);
  if (!found) throw new AppError('notFound');
  const { row, user } = found;
  const [inForce] = row.replacesId === null ? [] : await ctx.db.select().from(certifications).where(eq(certifications.id, row.replacesId)).limit(1);
  const refs = { idCardFrontFile: row.idCardFrontRef, idCardBackFile: row.idCardBackRef, businessLicenseFile: row.businessLicenseRef, companyAuthorizationFile: row.companyAuthorizationRef };
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
    companyName: row.companyName,
    companyLogFile: row.companyLogo,
    creditCode: row.creditCode,
    companyType: row.companyType,
    rejectReason: row.rejectReason,
    decidedBy: row.decidedBy,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    documents: CERTIFICATION_DOCUMENTS.flatMap((field) => (refs[field] ? [{ field, ref: refs[field] }] : [])),
    update: inForce ? { replaces: inForce.publicId, changes: certificationChanges(inForce, row) } : null,
  };
}
