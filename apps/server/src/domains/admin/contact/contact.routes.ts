import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminContactMessage, adminContactMessageListQuery, adminContactSettingsBody, adminIdParams, contactConfig, envelopeSchema, pageSchema } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/envelope';
import { getContactConfig } from '../../contact/get-contact-config';
import { staffActor } from '../../audit/staff-actor';
import { updateContactSettings } from './update-contact-settings';
import { listContactMessages } from './list-contact-messages';
import { handleContactMessage } from './handle-contact-message';

/** /admin/settings/contact and /admin/contact-messages. */
export const adminContactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin: contact'];
  app.get('/settings/contact', { schema: { tags, response: { 200: envelopeSchema(contactConfig) } } }, async (request) =>
    ok(request, await getContactConfig(ctx.db)),
  );
  app.put('/settings/contact', { schema: { tags, body: adminContactSettingsBody, response: { 200: envelopeSchema(contactConfig) } } }, async (request) =>
    ok(request, await updateContactSettings(ctx.db, staffActor(request), request.body), 'saved'),
  );
  app.get(
    '/contact-messages',
    { schema: { tags, querystring: adminContactMessageListQuery, response: { 200: envelopeSchema(pageSchema(adminContactMessage)) } } },
    async (request) => ok(request, await listContactMessages(ctx.db, { ...request.query, locale: request.locale })),
  );
  app.post(
    '/contact-messages/:id/handle',
    { schema: { tags, params: adminIdParams, response: { 200: envelopeSchema(adminContactMessage) } } },
    async (request) => ok(request, await handleContactMessage(ctx.db, staffActor(request), request.params.id, request.locale), 'saved'),
  );
};
