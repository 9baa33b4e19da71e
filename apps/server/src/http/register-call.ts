import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { envelopeSchema, requiredPermission, type CallDefinition, type CallResult, type CallValues, type SuccessKey } from '@wardline/contract';
import { requireStaff, requireStaffEnrolling, requireStaffPermission, requireUser } from '../auth/require-user';
import { ok } from './envelope';
import { publicAnswer, repeatFromCache } from './public-answer';

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
  if (call.access === 'staffEnrolling') return requireStaffEnrolling as onRequestHookHandler;
  return undefined;
}

const successKey = Symbol('success');

/** An answer whose success message is not the declared one (e.g. a call whose modes succeed differently). */
export type AnswerWithMessage<T> = { readonly [successKey]: SuccessKey; readonly ret: T };

/** Answers `ret` with the success message `success` instead of the call's declared one. */
export function answerWithMessage<T>(ret: T, success: SuccessKey): AnswerWithMessage<T> {
  return { [successKey]: success, ret };
}

function hasOwnMessage<T>(out: T | AnswerWithMessage<T>): out is AnswerWithMessage<T> {
  return typeof out === 'object' && out !== null && successKey in out;
}

/**
 * Turns a call's validated inputs into its answer: `ret` (or `answerWithMessage`), or for a
 * download (`answer: 'file'`) the reply it sent with the file's bytes and headers.
 */
export type CallHandler<C extends CallDefinition> = (
  values: CallValues<C> & { request: FastifyRequest; reply: FastifyReply },
) => Promise<C extends { readonly answer: 'file' } ? FastifyReply : CallResult<C> | AnswerWithMessage<CallResult<C>>>;

/**
 * Registers a route from its declaration in the contract: method, path, schemas (which
 * validate the inputs and the answer and describe it in OpenAPI), the access guard and the
 * success message. The handler only turns the validated inputs into a use case's answer.
 * A call declared `publicCache` is answered from the public cache (`publicAnswer`); an
 * upload (`requestBody: 'multipart'`) leaves its body to the handler (register it where
 * multipart parsing is on); a download (`answer: 'file'`) sends the file itself.
 * Register it in the plugin mounted at /web/v1.
 */
export function registerCall<C extends CallDefinition>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  if (call.answer !== 'file' && !call.ret) throw new Error(`${call.method} ${call.path} declares no answer`);
  const guard = guardOf(call);
  app.route({
    method: call.method,
    url: call.path,
    // A public-cache call answers a repeat from the cache before validation, compresses its
    // answers once per encoding itself, and skips the session lookup (auth-plugin).
    ...(call.publicCache === true
      ? { onRequest: [...(guard ? [guard] : []), repeatFromCache(() => app.wardline.ctx.publicCache)], config: { publicCache: true }, compress: false as const }
      : call.publicCache === 'visitors'
        ? { onRequest: [...(guard ? [guard] : []), visitorsOnly(repeatFromCache(() => app.wardline.ctx.publicCache))], compress: false as const }
        : { onRequest: guard }),
    schema: {
      tags: [call.tag],
      description: call.summary,
      ...(call.access === 'public' ? {} : { security: [{ session: [] }] }),
      ...(call.requestBody === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.ret ? { response: { 200: envelopeSchema(call.ret) } } : {}),
    },
    handler: async (request, reply) => {
      const values = { params: request.params, query: request.query, body: request.body } as CallValues<C>;
      if (call.answer === 'file') return handler({ ...values, request, reply });
      if (call.publicCache === true || (call.publicCache === 'visitors' && isVisitor(request))) {
        // One answer for every visitor: a fixed success message.
        return publicAnswer(app.wardline.ctx, request, reply, async () => unwrap((await handler({ ...values, request, reply })) as CallResult<C>), call.success ?? 'ok');
      }
      const out = (await handler({ ...values, request, reply })) as CallResult<C> | AnswerWithMessage<CallResult<C>>;
      return hasOwnMessage(out) ? ok(request, out.ret, out[successKey]) : ok(request, out, call.success ?? 'ok');
    },
  });
}

/** A request without a session token: a visitor, whose answer is everyone's. */
function isVisitor(request: FastifyRequest): boolean {
  return !request.user && !request.headers.authorization;
}

/** Runs a public-cache hook for visitors only; a signed-in request goes on to its own answer. */
function visitorsOnly(hook: onRequestHookHandler): onRequestHookHandler {
  return function visitorRepeat(this: unknown, request, reply, done) {
    if (!isVisitor(request)) return done();
    return hook.call(this as never, request, reply, done);
  };
}

function unwrap<T>(out: T | AnswerWithMessage<T>): T {
  return hasOwnMessage(out) ? out.ret : out;
}
