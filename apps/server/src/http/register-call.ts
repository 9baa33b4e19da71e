import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { envelopeSchema, requiredPermission, type CallDefinition, type CallResult, type CallValues } from '@wardline/contract';
import { requireStaff, requireStaffPermission, requireUser } from '../auth/require-user';
import { ok } from './envelope';
import { publicAnswer } from './public-answer';

/**
 * The guard of a call's access. Guards run on onRequest, before the body is parsed: a
 * visitor gets 401 before any 400. Staff calls also need two-step sign-in set up, and a
 * permission when the call names one.
 */
function guardOf(call: CallDefinition): onRequestHookHandler | undefined {
  const permission = requiredPermission(call.access);
  if (permission) return requireStaffPermission(permission);
  if (call.access === 'user') return requireUser as onRequestHookHandler;
  if (call.access === 'staff') return requireStaff as onRequestHookHandler;
  return undefined;
}

export type CallHandler<C extends CallDefinition> = (values: CallValues<C> & { request: FastifyRequest; reply: FastifyReply }) => Promise<CallResult<C>>;

/**
 * Registers a route from its declaration in the contract: method, path, schemas (which
 * validate the inputs and the answer and describe it in OpenAPI), the access guard and the
 * success message. The handler only turns the validated inputs into a use case's answer.
 * A call declared `publicCache` is answered from the public cache (`publicAnswer`).
 * Register it in the plugin mounted at /web/v1.
 */
export function registerCall<C extends CallDefinition>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  app.route({
    method: call.method,
    url: call.path,
    onRequest: guardOf(call),
    schema: {
      tags: [call.tag],
      description: call.summary,
      ...(call.access === 'public' ? {} : { security: [{ session: [] }] }),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: envelopeSchema(call.ret) },
    },
    handler: async (request, reply) => {
      const values = { params: request.params, query: request.query, body: request.body } as CallValues<C>;
      if (call.publicCache) return publicAnswer(app.wardline.ctx, request, reply, () => handler({ ...values, request, reply }), call.success ?? 'ok');
      return ok(request, await handler({ ...values, request, reply }), call.success ?? 'ok');
    },
  });
}
