/**
 * What other domains use of certification. The staff console mounts the review use
 * cases under /web/v1/admin/certifications and reads documents with `readPrivateFile`
 * (viewer = the staff user); every decision returns masked before/after snapshots for
 * the audit log, which `inTransaction` can write atomically with the decision.
 */
export { listPendingCertifications, type ListPendingCertificationsOptions, type PendingCertificationSummary } from './list-pending-certifications';
export { getCertificationForReview, type GetCertificationForReviewOptions, type CertificationReview } from './get-certification-for-review';
export { approveCertification, type ApproveCertificationOptions } from './approve-certification';
export { rejectCertification, type RejectCertificationOptions } from './reject-certification';
export type { CertificationDecision } from './decide-certification';
export type { CertificationSnapshot } from './certification-snapshot';
export { getCompanyType } from './get-company-type';
export { revealCertificationNumbers } from './reveal-certification-numbers';
export { certificationStaffRefusal } from './certification-policy';
export { certificationIdOf } from './certification-id-of';
export { readPrivateFile, canReadPrivateFile, type PrivateFileViewer, type PrivateFileContent } from '../../files/read-private-file';
