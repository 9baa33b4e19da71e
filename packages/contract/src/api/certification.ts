import { declareCalls } from './define-call';
import type { certificationSchemas } from './certification.schemas';

const tag = 'certification';

/**
 * Certification by the user (spec 000 §3, §5, §7; 002 §3.6, §5.6, §7). Some calls have two
 * paths in the spec (an older name kept beside the newer one): both are declared. Staff
 * decide in the console (adminCertificationsApi).
 */
export const certificationApi = declareCalls<typeof certificationSchemas>()({
  hackerSubmit: {
    method: 'POST',
    path: '/user/hackerAuthentication',
    access: 'user',
    tag,
    summary: 'Hacker real-name certification; decided at once (no staff review). ID and bank numbers are stored encrypted.',
    success: 'realNameCertified',
  },
  realnameCertification: { method: 'POST', path: '/user/realnameCertification', access: 'user', tag, summary: 'The same as /user/hackerAuthentication.', success: 'realNameCertified' },
  hackerDetail: { method: 'GET', path: '/user/hackerAuthentication/detail', access: 'user', tag, summary: "The hacker's real-name record, numbers masked; null before certification." },
  companySubmit: {
    method: 'POST',
    path: '/company/authentication/submit',
    access: 'user',
    tag,
    summary: 'Company certification from unauthorized: waits for staff review (companyFileUploaded).',
    success: 'certificationSubmitted',
  },
  companyAuthentication: { method: 'POST', path: '/user/companyAuthentication', access: 'user', tag, summary: 'The same as /company/authentication/submit.', success: 'certificationSubmitted' },
  companyUpdate: {
    method: 'POST',
    path: '/company/authentication/update',
    access: 'user',
    tag,
    summary: 'Update mode: a certified company stays certified while staff review the update; after a rejection of the first submission, it goes back to review.',
    success: 'certificationSubmitted',
  },
  companyDetail: {
    method: 'GET',
    path: '/company/authentication/detail',
    access: 'user',
    tag,
    summary: "The company's latest submission (prefill), its review state, a rejection's reason and whether it is an update; null if none.",
  },
  companyInfo: { method: 'GET', path: '/getCompanyInfo', access: 'user', tag, summary: 'The same as /company/authentication/detail.' },
  supplierSubmit: {
    method: 'POST',
    path: '/user/supplierAuthentication',
    access: 'user',
    tag,
    summary: 'Supplier certification, first or update: waits for staff review (checkCertification); a certified supplier stays certified while its update waits.',
    success: 'certificationSubmitted',
  },
  supplierInfo: { method: 'POST', path: '/user/supplierAuthentication/info', access: 'user', tag, summary: "The supplier's latest submission (prefill); null if none." },
  companyType: { method: 'GET', path: '/company/type', access: 'user', tag, summary: 'ret.companyType: 0 is a standard company (20% service fee on the pool).' },
});
