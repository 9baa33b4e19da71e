import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { envelopeSchema, isPrivateFileKind, privateFileQuery, privateUploadResult, UPLOAD_RULES, PRIVATE_FILE_KINDS, type PrivateFileKind } from '@wardline/contract';
import type { AppContext } from '../context';
import { requireUser, sessionUser } from '../auth/require-user';
import { ok } from '../http/envelope';
import { receiveUploads, type ReceivedFile } from './receive-uploads';
import { uploadPrivateFiles } from './upload-private-files';
import { uploadPublicImage } from './upload-public-image';
import { readPrivateFile } from './read-private-file';
import { policyActor } from '../auth/staff-access';
import { readPublicFile } from './read-public-file';

/**
 * Uploads and downloads (spec 000 §7). Multipart parsing is registered in this plugin
 * only, so no other route accepts multipart bodies.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const tags = ['files'];
  const rule = UPLOAD_RULES.certificationImage;

  app.post(
    '/portal/uploadprivatefile',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security: [{ session: [] }],
        description:
          `multipart/form-data; each file's field name is its kind (${PRIVATE_FILE_KINDS.join(', ')}). JPEG or PNG by content, at most 2 MB each. ` +
          'ret is the opaque reference (pf_…) of the one file sent, or { field: reference } when several were sent.',
        response: { 200: envelopeSchema(privateUploadResult) },
      },
    },
    async (request) => {
      const files = await receiveUploads(request, { rule, acceptsField: isPrivateFileKind, maxFiles: PRIVATE_FILE_KINDS.length });
      const refs = await uploadPrivateFiles({ ctx, ownerId: sessionUser(request).id, files: files as (ReceivedFile & { field: PrivateFileKind })[] });
      const values = Object.values(refs);
      return ok(request, values.length === 1 ? values[0]! : refs, 'uploaded');
    },
  );

  app.post(
    '/portal/uploadfile',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security: [{ session: [] }],
        description: 'multipart/form-data with one file (field `file`): a public image such as the company logo, JPEG or PNG by content, at most 2 MB. ret is its URL path.',
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => {
      const [file] = await receiveUploads(request, { rule, acceptsField: () => true, maxFiles: 1 });
      return ok(request, await uploadPublicImage({ ctx, ownerId: sessionUser(request).id, file: file! }), 'uploaded');
    },
  );

  app.get(
    '/findPrivateFile',
    {
      schema: {
        tags,
        security: [{ session: [] }],
        description: 'The bytes of a private file, to its owner or to staff holding certification review; 404 to everyone else. Sent as an attachment, never cached.',
        querystring: privateFileQuery,
      },
    },
    async (request, reply) => {
      await request.staffAccess();
      const file = await readPrivateFile({ ctx, viewer: policyActor(request), ref: request.query.ref });
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.size)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );

  app.get(
    '/public-files/:name',
    { schema: { tags, description: 'A public upload (company logo), image/png or image/jpeg only.', params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const file = await readPublicFile(ctx, request.params.name);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );
};
