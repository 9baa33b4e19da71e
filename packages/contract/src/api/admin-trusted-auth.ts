import { declareCalls } from './define-call';
import type { adminTrustedAuthSchemas } from './admin-trusted-auth.schemas';

const tag = 'admin: trusted authentication';

/** /admin/trusted-auth: staff review of trusted authentication (certification review); ids are the attempts' public ids. */
export const adminTrustedAuthApi = declareCalls<typeof adminTrustedAuthSchemas>()({
  list: {
    method: 'GET',
    path: '/admin/trusted-auth',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'The queue (state=pending, oldest first) or the history (state=decided, latest decision first).',
  },
  detail: {
    method: 'GET',
    path: '/admin/trusted-auth/:id',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'One attempt: the bank info (masked), the materials, the proof files and the signed pledges as private-file references (GET /findPrivateFile?ref= with the staff token).',
  },
  approve: {
    method: 'POST',
    path: '/admin/trusted-auth/:id/approve',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'Approves an attempt waiting for review: the hacker becomes credible and is told.',
    success: 'saved',
  },
  reject: {
    method: 'POST',
    path: '/admin/trusted-auth/:id/reject',
    access: { staff: 'certificationReview' },
    tag,
    summary: 'Refuses an attempt waiting for review with a reason the hacker reads: the hacker becomes failCredible and may try again.',
    success: 'saved',
  },
});
