import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every API answer that may carry a token, a personal number
 * or someone's private data: answers to a signed-in request (Authorization sent) and to
 * every call that is not a GET (sign-in answers tokens, submissions echo numbers). Public
 * GETs (announcements, home content) keep whatever their route sets; a route that set its
 * own header (private files, public files) keeps it.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && (request.headers.authorization || request.method !== 'GET')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
