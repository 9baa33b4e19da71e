import type { FastifyInstance } from 'fastify';
import { contactCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { requestActor } from '../../platform/request-actor';
import { listContactServices } from './list-contact-services';
import { getContactConfig } from './get-contact-config';
import { sendContactCode } from './send-contact-code';
import { submitContactMessage } from './submit-contact-message';

/** The contact-us form of the three company service pages (spec 002 §2.6, §3.7, §5.7). */
export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.services, ({ request }) => listContactServices({ ctx, actor: requestActor(request), input: { locale: request.locale } }));
  registerCall(app, api.config, ({ request }) => getContactConfig({ ctx, actor: requestActor(request), input: undefined }));
  registerCall(app, api.sendVerifySms, async ({ body, request }) => {
    await sendContactCode({ ctx, actor: requestActor(request), input: { phone: body.phone, photoCode: body.photoCode, captchaToken: body.code, locale: request.locale } });
    return null;
  });
  registerCall(app, api.add, async ({ body, request }) => {
    await submitContactMessage({ ctx, actor: requestActor(request), input: { body, locale: request.locale } });
    return null;
  });
}

