import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, imageCodeResult } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/envelope';
import { issueCaptcha } from './issue-captcha';
import { readDevCaptchaAnswer } from './dev-captcha-answers';

const devCaptchaParams = z.object({ code: z.string().min(1).max(128) });

/** GET /imageCode, and outside production the answer of a captcha for tests and newcomers (BRIEF §5). */
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

  if (ctx.config.isProduction) return;
  app.get(
    '/dev/captcha/:code',
    {
      schema: {
        tags: ['development only'],
        description: 'The answer of the captcha whose token is `code`. Absent in production.',
        params: devCaptchaParams,
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => {
      const answer = await readDevCaptchaAnswer(ctx.db, request.params.code);
      if (answer === null) throw new AppError('notFound');
      return ok(request, answer);
    },
  );
};
