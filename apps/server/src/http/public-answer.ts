import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { SuccessKey } from '@wardline/contract';
import type { AppContext } from '../context';
import type { PublicBody, PublicCache, PublicEncoding } from '../platform/public-cache';
import { ok } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call answers the same for every visitor, from the public cache (no session lookup). */
    publicCache?: boolean;
  }
}

const encodingChoices = new Map<string, PublicEncoding | null>();

/** brotli, else gzip, as the client's Accept-Encoding allows (a `q=0` refuses); null for neither. */
export function preferredEncoding(header: string | undefined): PublicEncoding | null {
  if (!header) return null;
  let choice = encodingChoices.get(header);
  if (choice !== undefined) return choice;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  choice = allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
  // Browsers send a handful of distinct headers; anything beyond that is not worth keeping.
  if (encodingChoices.size < 100) encodingChoices.set(header, choice);
  return choice;
}

/** The request as the cache's alias names it: what an identical later request will present. */
function aliasOf(request: FastifyRequest): string {
  return `${request.method} ${request.url} ${request.locale}`;
}

/** Sends a cached body in the encoding the client takes (JSON unless told); the copy is made on the first ask. */
export async function sendPublicBody(request: FastifyRequest, reply: FastifyReply, body: PublicBody, type = 'application/json; charset=utf-8'): Promise<FastifyReply> {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding').type(type);
  if (!body.compresses(encoding)) return reply.send(body.plain);
  const compressed = await body.in(encoding);
  return reply.header('content-encoding', encoding).send(compressed);
}

/**
 * Answers a call that is the same for every visitor from the public cache: the envelope
 * is serialised once (through the route's response schema) per path, params, query and
 * language, compressed once per encoding, and sent as ready bytes until staff change
 * public content. The request is then remembered, so its repeats take `repeatFromCache`.
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
  ctx.publicCache.alias(aliasOf(request), key);
  return sendPublicBody(request, reply, body);
}

/**
 * The route's own onRequest hook for a public-cache call: a request identical to one
 * already validated and answered (same method, address and language) gets the cached
 * bytes at once, skipping validation and the handler; anything else goes on as usual.
 * Only a compressed copy that is already made is sent here, so this path never waits.
 */
export function repeatFromCache(cache: () => PublicCache): onRequestHookHandler {
  return function answerRepeat(request, reply, done) {
    const body = cache().peek(aliasOf(request));
    const encoding = body ? preferredEncoding(request.headers['accept-encoding']) : null;
    const bytes = body && (body.compresses(encoding) ? body.madeIn(encoding) : body.plain);
    if (!bytes) return done();
    reply.header('vary', 'Accept-Encoding').type('application/json; charset=utf-8');
    if (bytes !== body!.plain) reply.header('content-encoding', encoding);
    // Answered here: the hook does not call done(), and returns nothing (a reply is thenable).
    reply.send(bytes);
  };
}
