import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorCatalog, successMessages, type Envelope, type ErrorKey, type SuccessKey } from '@wardline/contract';

/** A success envelope with `errmsg` in the caller's language. */
export function ok<T>(request: FastifyRequest, ret: T, message: SuccessKey = 'ok'): Envelope<T> {
  return { errcode: 0, errmsg: successMessages[message][request.locale], ret };
}

/** Sends a catalogue error as the envelope, with its HTTP status. */
export function sendError(request: FastifyRequest, reply: FastifyReply, key: ErrorKey, ret: unknown = null) {
  const def = errorCatalog[key];
  return reply.status(def.status).send({ errcode: def.errcode, errmsg: def[request.locale], ret });
}
