import { declareCalls } from './define-call';
import type { filesSchemas } from './files.schemas';

const tag = 'files';

/**
 * Uploads and downloads (spec 000 §7). Uploads are multipart: the handler reads each file
 * and checks it by content, so they declare their answer but no body schema. Downloads
 * answer the file's bytes, not the envelope.
 */
export const filesApi = declareCalls<typeof filesSchemas>()({
  uploadPrivateFile: {
    method: 'POST',
    path: '/portal/uploadprivatefile',
    access: 'user',
    tag,
    summary:
      "multipart/form-data; each file's field name is its kind (idCardFront, idCardBack, businessLicenseFile, companyAuthorizationFile, file, projectAuthorizationFile, proofFile). " +
      'JPEG or PNG by content, at most 2 MB each; projectAuthorizationFile and proofFile also PDF, at most 20 MB. ret is the opaque reference (pf_…) of the one file sent, or { field: reference } when several were sent.',
    success: 'uploaded',
    requestBody: 'multipart',
  },
  uploadFile: {
    method: 'POST',
    path: '/portal/uploadfile',
    access: 'user',
    tag,
    summary: 'multipart/form-data with one file (field `file`): a public image such as the company logo, JPEG or PNG by content, at most 2 MB. ret is its URL path.',
    success: 'uploaded',
    requestBody: 'multipart',
  },
  privateFile: {
    method: 'GET',
    path: '/findPrivateFile',
    // No guard of its own: the file policy answers anyone but the owner and reviewing staff
    // with the 404 of a missing file, visitors included, so a reference's existence never shows.
    access: 'public',
    tag,
    summary: 'The bytes of a private file (send the session token), to its owner or to staff holding certification review; 404 to everyone else. An attachment, never cached.',
    answer: 'file',
  },
  publicFile: { method: 'GET', path: '/public-files/:name', access: 'public', tag, summary: 'A public upload (company logo), image/png or image/jpeg only.', answer: 'file' },
});
