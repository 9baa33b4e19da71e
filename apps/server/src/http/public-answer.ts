import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SuccessKey } from '@wardline/contract';
import type { AppContext } from '../context';
import { ok } from './envelope';

/**
 * Answers a call that is the same for every visitor from the public cache: the envelope
 * is serialised once (through the route's response schema) per path, params, query and
 * language, and sent as ready JSON until staff change public content.
 */
export async function publicAnswer<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<T>,
  message: SuccessKey = 'ok',
): Promise<FastifyReply> {
  const key = `${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)} ${request.locale}`;
  const body = await ctx.publicCache.get(key, async () => reply.serialize(ok(request, await load(), message)) as string);
  // A string with a JSON content type is sent as it is, without a second serialisation.
  return reply.type('application/json; charset=utf-8').send(body);
}
