import { describe, expect, it } from 'vitest';
import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callAnswers, envelopeSchema } from '@wardline/contract';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { apiRoutes } from '../routes';
import { API_PREFIX } from '../plugins/openapi';

/** Every API route as `METHOD /path` (under /web/v1, `{name}` parameters) with its declared 200 answer. */
async function declaredAnswers(): Promise<Map<string, z.ZodType>> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const found = new Map<string, z.ZodType>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const answer = (route.schema?.response as Record<string, z.ZodType> | undefined)?.[200];
    if (!answer || route.url.startsWith(`${API_PREFIX}/dev/`)) return;
    const path = route.url.slice(API_PREFIX.length).replace(/:(\w+)/g, '{$1}');
    for (const method of [route.method].flat()) if (method !== 'HEAD') found.set(`${method} ${path}`, answer);
  });
  // Registering routes reads only the configuration; no handler runs, so no database is needed.
  const ctx = { config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }) } as AppContext;
  await app.register(apiRoutes, { prefix: API_PREFIX, ctx });
  await app.ready();
  await app.close();
  return found;
}

const asJson = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' });

describe("the contract's catalogue of answers (callAnswers)", () => {
  it('has an entry for every route, equal to the answer the route declares', async () => {
    const declared = await declaredAnswers();
    expect(declared.size).toBeGreaterThan(50);
    const missing = [...declared.keys()].filter((key) => !(key in callAnswers));
    expect(missing, 'add these calls to packages/contract/src/api/call-answers.ts').toEqual([]);
    const stale = Object.keys(callAnswers).filter((key) => !declared.has(key));
    expect(stale, 'these catalogue entries name no route').toEqual([]);
    for (const [key, answer] of declared) {
      expect(asJson(envelopeSchema(callAnswers[key]!)), key).toEqual(asJson(answer));
    }
  });
});
