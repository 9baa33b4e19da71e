import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireUser, sessionUser } from '../../auth/require-user';
import { LIVE_STREAM_PATH } from '@wardline/contract';

/**
 * GET /live/stream: server-sent events for the signed-in person (designed; the spec shows
 * the bell, not how it updates). `event: unread` with `{ count }` at once and on every
 * change; `event: ended` when the session ends. The browser reads it with fetch, so the
 * token travels in the Authorization header, never in the address.
 */
export const liveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    LIVE_STREAM_PATH,
    { onRequest: requireUser, schema: { tags: ['message centre'], security: [{ session: [] }], description: 'text/event-stream: `unread` { count } now and on every change; `ended` when the session ends.' } },
    async (request, reply) => {
      const user = sessionUser(request);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        // Proxies that buffer answers (nginx) would hold the events back.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      response.write('retry: 3000\n\n');
      let release: (() => void) | null = null;
      let closed = false;
      response.on('close', () => {
        closed = true;
        release?.();
      });
      release = await ctx.live.attach({ userId: user.id, sessionId: request.sessionId!, response, openedAt: Date.now() });
      if (closed) release();
    },
  );
};
