import { pageSchema } from '../envelope';
import {
  adminCertificationDecision,
  adminCertificationDetail,
  adminCertificationListQuery,
  adminCertificationSummary,
  adminPublicIdParams,
  adminRevealedNumbers,
  reasonBody,
} from '../schemas/admin';
import { defineCall } from './define-call';

const tag = 'admin: certifications';

/** /admin/certifications: the review queue (certification review); ids are public ids, numbers masked unless revealed. */
export const adminCertificationsApi = {
  list: defineCall({
    method: 'GET',
    path: '/admin/certifications',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'Submissions waiting for review, oldest first; contact details masked.',
    query: adminCertificationListQuery,
    ret: pageSchema(adminCertificationSummary),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/admin/certifications/:id',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'One submission: ID, bank card and reserved phone masked; documents as private-file references (GET /findPrivateFile?ref= with the staff token).',
    params: adminPublicIdParams,
    ret: adminCertificationDetail,
  }),
  approve: defineCall({
    method: 'POST',
    path: '/admin/certifications/:id/approve',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'Approves a pending submission; the user is told.',
    params: adminPublicIdParams,
    ret: adminCertificationDecision,
    success: 'saved',
  }),
  reject: defineCall({
    method: 'POST',
    path: '/admin/certifications/:id/reject',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'Rejects a pending submission with a reason the user is told.',
    params: adminPublicIdParams,
    body: reasonBody,
    ret: adminCertificationDecision,
    success: 'saved',
  }),
  reveal: defineCall({
    method: 'POST',
    path: '/admin/certifications/:id/reveal',
    access: { staff: 'revealPersonalNumbers' },
    tag,
    summary: 'The full ID, bank card and reserved phone numbers of one submission; needs the reveal permission besides certification review, and is written to the audit log.',
    params: adminPublicIdParams,
    ret: adminRevealedNumbers,
  }),
};
