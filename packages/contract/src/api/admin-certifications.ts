import { declareCalls } from './define-call';
import type { adminCertificationsSchemas } from './admin-certifications.schemas';

const tag = 'admin: certifications';

/** /admin/certifications: the review queue (certification review); ids are public ids, numbers masked unless revealed. */
export const adminCertificationsApi = declareCalls<typeof adminCertificationsSchemas>()({
  list: {
    method: 'GET',
    path: '/admin/certifications',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'The queue (state=pending, oldest first) or the history (state=decided, latest decision first, real-name records included); contact details masked.',
  },
  detail: {
    method: 'GET',
    path: '/admin/certifications/:id',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'One submission: ID, bank card and reserved phone masked; documents as private-file references (GET /findPrivateFile?ref= with the staff token).',
  },
  approve: {
    method: 'POST',
    path: '/admin/certifications/:id/approve',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'Approves a pending submission; the user is told.',
    success: 'saved',
  },
  reject: {
    method: 'POST',
    path: '/admin/certifications/:id/reject',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'Rejects a pending submission with a reason the user is told.',
    success: 'saved',
  },
  revoke: {
    method: 'POST',
    path: '/admin/certifications/:id/revoke',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'Revokes an approved real-name certification with a reason the user is told; the account goes back to uncertified.',
    success: 'saved',
  },
  reveal: {
    method: 'POST',
    path: '/admin/certifications/:id/reveal',
    access: { staff: 'revealPersonalNumbers' },
    tag,
    summary: 'The full ID, bank card and reserved phone numbers of one submission; needs the reveal permission besides certification review, and is written to the audit log.',
  },
});
