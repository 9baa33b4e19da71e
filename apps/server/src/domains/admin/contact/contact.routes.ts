import type { FastifyInstance } from 'fastify';
import { adminContactCalls as api } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { registerCall } from '../../../http/register-call';
import { getContactConfig } from '../../contact/get-contact-config';
import { staffActor } from '../../audit/staff-actor';
import { updateContactSettings } from './update-contact-settings';
import { listContactMessages } from './list-contact-messages';
import { handleContactMessage } from './handle-contact-message';

/** /admin/settings/contact and /admin/contact-messages (adminContactCalls). */
export async function adminContactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.settings, ({ request }) => getContactConfig({ ctx, actor: staffActor(request), input: undefined }));
  registerCall(app, api.saveSettings, ({ request, body }) => updateContactSettings({ ctx, actor: staffActor(request), input: body }));
  registerCall(app, api.messages, ({ request, query }) => listContactMessages({ ctx, actor: staffActor(request), input: { ...query, locale: request.locale } }));
  registerCall(app, api.handleMessage, ({ request, params }) => handleContactMessage({ ctx, actor: staffActor(request), input: { id: params.id, locale: request.locale } }));
}
