import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { ok } from '../../../http/envelope';
import { readDevCaptchaAnswer } from './dev-captcha-answers';

const devCaptchaParams = z.object({ code: z.string().min(1).max(128) });

/** Outside production only: the answer of a captcha, for tests and newcomers (BRIEF §5). */
export const devCaptchaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
      const answer = await readDevCaptchaAnswer(ctx, request.params.code);
      if (answer === null) throw new AppError('notFound');
      return ok(request, answer);
    },
  );
};
