import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import { filesCalls as api, isPrivateFileKind, UPLOAD_RULES, PRIVATE_FILE_KINDS, PRIVATE_FILE_UPLOAD_RULES, type PrivateFileKind } from '@wardline/contract';
import type { AppContext } from '../context';
import { registerCall } from '../http/register-call';
import { userActor } from '../platform/request-actor';
import { policyActor } from '../auth/staff-access';
import { receiveUploads, type ReceivedFile } from './receive-uploads';
import { uploadPrivateFiles } from './upload-private-files';
import { uploadPublicImage } from './upload-public-image';
import { readPrivateFile } from './read-private-file';
import { readPublicFile } from './read-public-file';
import type { StoredFile } from './file-store';

/** Sends stored bytes as a file: its own type, never sniffed by the browser, never a page that runs anything. */
function sendFile(reply: FastifyReply, file: StoredFile & { contentType: string }, headers: Record<string, string>): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', file.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .headers(headers)
    .send(file.stream);
}

/**
 * Uploads and downloads (spec 000 §7), declared in the contract (filesCalls). Multipart
 * parsing is registered in this plugin only, so no other route accepts multipart bodies;
 * the uploads read and check their files themselves (`receiveUploads`).
 */
export const filesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const rule = UPLOAD_RULES.certificationImage;

  registerCall(app, api.uploadPrivateFile, async ({ request }) => {
    // Each kind has its rule: certification documents are 2 MB images, a project's authorisation file may be a 20 MB PDF.
    const ruleFor = (field: string) => (isPrivateFileKind(field) ? UPLOAD_RULES[PRIVATE_FILE_UPLOAD_RULES[field]] : rule);
    const maxBytes = Math.max(...PRIVATE_FILE_KINDS.map((kind) => UPLOAD_RULES[PRIVATE_FILE_UPLOAD_RULES[kind]].maxBytes));
    const files = await receiveUploads(request, { rule, ruleFor, maxBytes, acceptsField: isPrivateFileKind, maxFiles: PRIVATE_FILE_KINDS.length });
    const refs = await uploadPrivateFiles({ ctx, actor: userActor(request), input: { files: files as (ReceivedFile & { field: PrivateFileKind })[] } });
    const values = Object.values(refs);
    return values.length === 1 ? values[0]! : refs;
  });

  registerCall(app, api.uploadFile, async ({ request }) => {
    const [file] = await receiveUploads(request, { rule, acceptsField: () => true, maxFiles: 1 });
    return uploadPublicImage({ ctx, actor: userActor(request), input: { file: file! } });
  });

  registerCall(app, api.privateFile, async ({ request, reply, query }) => {
    // Staff permissions decide whether a reviewer may read it: load them (nobody else has any).
    await request.staffAccess();
    const file = await readPrivateFile({ ctx, actor: policyActor(request), input: { ref: query.ref } });
    return sendFile(reply, file, { 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'private, no-store' });
  });

  registerCall(app, api.publicFile, async ({ reply, params }) => {
    const file = await readPublicFile({ ctx, actor: null, input: { name: params.name } });
    return sendFile(reply, file, { 'Content-Disposition': 'inline', 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
};
