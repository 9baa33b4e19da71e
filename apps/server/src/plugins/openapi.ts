import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_PREFIX = '/web/v1';
const DOCS_PREFIX = `${API_PREFIX}/docs`;

/** Headers of the docs app's answer that describe its connection, not the answer: the reply sets its own. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/**
 * The docs UI (`@fastify/swagger-ui`: the page, its static files, `/json` and `/yaml`) in an app
 * of its own, made at the first request under /web/v1/docs and asked through `inject`.
 * Registered with the server, it loaded from node_modules with its own copies of yaml and
 * @fastify/static on every start (a twentieth of a restart's CPU) for a page only developers
 * open. Its answers are passed on as they are; where it finds nothing the server's own 404
 * answers, as when its routes were the server's.
 */
function lazyDocsUi(app: FastifyInstance) {
  let ui: Promise<FastifyInstance> | null = null;
  const load = async () => {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const docs = Fastify();
    // swagger-ui requires @fastify/swagger by name and serves its document: the server's.
    await docs.register(fp(async (instance) => void instance.decorate('swagger', app.swagger.bind(app)), { name: '@fastify/swagger' }));
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
    await docs.ready();
    return docs;
  };
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    ui ??= load().catch((err: unknown) => {
      ui = null;
      throw err;
    });
    // A HEAD is answered by Fastify from the GET's answer, as for the UI's own routes.
    const answer = await (await ui).inject({ method: 'GET', url: request.url, headers: request.headers });
    // A static file (@fastify/static, which announces ranges) goes on as the stream it was, with
    // its length, so compression treats it as before: whatever its size.
    const file = answer.headers['accept-ranges'] !== undefined && answer.rawPayload.length > 0;
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !NOT_FORWARDED.has(name) && (file || name !== 'content-length')) reply.header(name, value);
    }
    if (answer.statusCode === 404) return reply.callNotFound();
    if (answer.statusCode >= 500) throw new Error(`the API docs failed: ${answer.body}`);
    reply.code(answer.statusCode);
    if (answer.rawPayload.length === 0) return reply.send();
    return reply.send(file ? Readable.from([answer.rawPayload]) : answer.rawPayload);
  };
  for (const url of [DOCS_PREFIX, `${DOCS_PREFIX}/*`]) app.get(url, { schema: { hide: true } }, handler);
}

/** The OpenAPI document, generated from the routes' zod schemas, browsable at /web/v1/docs. */
export const openApi = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wardline API',
        description: 'Every answer is the envelope { errcode, errmsg, ret }; errcode 0 is success. errmsg follows the AcceptLanguage header (zh by default).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    // Development helpers (/web/v1/dev/*) exist only outside production: keep them out of the API description.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      return input.url.startsWith(`${API_PREFIX}/dev/`) ? { ...out, schema: { ...out.schema, hide: true } } : out;
    },
  });
  lazyDocsUi(app);
});
