/**
 * What other domains use of certification. The staff console routes its certification
 * calls to the review use cases here (each checks the staff policy, writes its audit row
 * and event in the decision's own transaction) and reads documents with `readPrivateFile`
 * (viewer = the staff user).
 */
export { listPendingCertifications, type ListPendingCertificationsInput } from './list-pending-certifications';
export { getCertificationForReview } from './get-certification-for-review';
export { approveCertification } from './approve-certification';
export { rejectCertification } from './reject-certification';
export type { CertificationDecision } from './decide-certification';
export type { CertificationSnapshot } from './certification-snapshot';
export { companyTypeOf } from './get-company-type';
export { revealCertificationNumbers } from './reveal-certification-numbers';
export { revokeCertification } from './revoke-certification';
export { certificationStaffRefusal, companyNameChangeRefusal } from './certification-policy';
export { readPrivateFile, canReadPrivateFile, type PrivateFileViewer, type PrivateFileContent } from '../../files/read-private-file';
