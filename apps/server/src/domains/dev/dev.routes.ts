import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@wardline/contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';

/**
 * Development and test affordances (BRIEF §5). routes.ts mounts this module only outside
 * production, so in production these paths do not exist and answer the 404 envelope.
 * The schemas live here, not in the contract: no screen of the product calls them.
 */
const outboxQuery = z.object({
  to: z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'tooLong'),
});

const outboxEntry = z.object({
  channel: z.enum(['sms', 'email', 'dingtalk']),
  to: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});

export const devRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['development only'];

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags,
        description: 'Messages sent to a phone or email, newest first, with the code each carries. Absent in production.',
        querystring: outboxQuery,
        response: { 200: envelopeSchema(z.array(outboxEntry)) },
      },
    },
    async (request) => ok(request, await ctx.messenger.outbox(request.query.to)),
  );
};
