import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactAddBody, contactConfig, contactSendVerifySmsBody, contactService, envelopeSchema } from '@wardline/contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { publicAnswer } from '../../http/public-answer';
import { listContactServices } from './list-contact-services';
import { getContactConfig } from './get-contact-config';
import { sendContactCode } from './send-contact-code';
import { submitContactMessage } from './submit-contact-message';

/** The contact-us form of the three company service pages (spec 002 §2.6, §3.7, §5.7). */
export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['contact'];

  app.get(
    '/contact/services',
    { schema: { tags, response: { 200: envelopeSchema(z.array(contactService)) } } },
    async (request, reply) => publicAnswer(ctx, request, reply, () => listContactServices(ctx.db, request.locale)),
  );

  app.get(
    '/contact/config/detail',
    { schema: { tags, response: { 200: envelopeSchema(contactConfig) } } },
    async (request, reply) => publicAnswer(ctx, request, reply, () => getContactConfig(ctx.db)),
  );

  app.post(
    '/contact/sendVerifySms',
    { schema: { tags, body: contactSendVerifySmsBody, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await sendContactCode(ctx, { phone: request.body.phone, clientIp: request.ip, locale: request.locale });
      return ok(request, null, 'codeSent');
    },
  );

  app.post(
    '/contact/add',
    { schema: { tags, body: contactAddBody, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await submitContactMessage(ctx, { body: request.body, clientIp: request.ip, locale: request.locale });
      return ok(request, null, 'contactSubmitted');
    },
  );
};
