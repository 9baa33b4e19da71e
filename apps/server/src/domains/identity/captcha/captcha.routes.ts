import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, imageCodeResult } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/envelope';
import { issueCaptcha } from './issue-captcha';

/** GET /imageCode. Outside production GET /dev/captcha/{code} answers a captcha's answer (domains/dev, BRIEF §5). */
export const captchaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/imageCode',
    {
      schema: {
        tags: ['identity'],
        description: 'A 4-character image captcha: `photo` is an SVG data URI, `code` the token to send back with the answer. Valid 2 minutes, one check.',
        response: { 200: envelopeSchema(imageCodeResult) },
      },
    },
    async (request, reply) => {
      // A captcha must never be served from a cache: each one is a fresh secret.
      reply.header('cache-control', 'no-store');
      return ok(request, await issueCaptcha(ctx, request.ip));
    },
  );
};
