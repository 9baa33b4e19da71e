import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_PREFIX = '/web/v1';

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
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });
});
