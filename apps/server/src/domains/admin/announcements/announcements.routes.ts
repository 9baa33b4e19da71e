import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAnnouncement,
  adminAnnouncementInput,
  adminAnnouncementListQuery,
  adminAnnouncementSummary,
  adminIdParams,
  envelopeSchema,
  pageSchema,
  richTextPreviewBody,
  richTextPreviewResult,
} from '@wardline/contract';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/envelope';
import { sanitizeRichText } from '../../../http/sanitize-html';
import { staffActor } from '../../audit/staff-actor';
import { listStaffAnnouncements } from './list-staff-announcements';
import { getStaffAnnouncement } from './get-staff-announcement';
import { createAnnouncement } from './create-announcement';
import { updateAnnouncement } from './update-announcement';
import { deleteAnnouncement } from './delete-announcement';

/** /admin/announcements CRUD, and the preview of what the sanitiser keeps of an editor's HTML. */
export const adminAnnouncementRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin: announcements'];
  app.get(
    '/announcements',
    { schema: { tags, querystring: adminAnnouncementListQuery, response: { 200: envelopeSchema(pageSchema(adminAnnouncementSummary)) } } },
    async (request) => ok(request, await listStaffAnnouncements(ctx.db, request.query)),
  );
  app.post(
    '/announcements/preview',
    {
      schema: {
        tags,
        description: 'The HTML exactly as it would be stored: the rich-text allow-list applied. Stores nothing.',
        body: richTextPreviewBody,
        response: { 200: envelopeSchema(richTextPreviewResult) },
      },
    },
    async (request) => ok(request, { html: sanitizeRichText(request.body.html) }),
  );
  app.get('/announcements/:id', { schema: { tags, params: adminIdParams, response: { 200: envelopeSchema(adminAnnouncement) } } }, async (request) =>
    ok(request, await getStaffAnnouncement(ctx.db, request.params.id)),
  );
  app.post('/announcements', { schema: { tags, body: adminAnnouncementInput, response: { 200: envelopeSchema(adminAnnouncement) } } }, async (request) =>
    ok(request, await createAnnouncement(ctx, staffActor(request), request.body), 'saved'),
  );
  app.put(
    '/announcements/:id',
    { schema: { tags, params: adminIdParams, body: adminAnnouncementInput, response: { 200: envelopeSchema(adminAnnouncement) } } },
    async (request) => ok(request, await updateAnnouncement(ctx, staffActor(request), request.params.id, request.body), 'saved'),
  );
  app.delete('/announcements/:id', { schema: { tags, params: adminIdParams, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await deleteAnnouncement(ctx.db, staffActor(request), request.params.id);
    return ok(request, null, 'deleted');
  });
};
