import type { FastifyRequest } from 'fastify';
import { sessionUser } from '../auth/require-user';
import type { ClientActor, UserActor } from './actor';

/** The signed-in person of a route guarded by `requireUser`, as use cases take it. */
export function userActor(request: FastifyRequest): UserActor {
  return { kind: 'user', user: sessionUser(request), clientIp: request.ip, userAgent: request.headers['user-agent'], locale: request.locale };
}

/** Whoever is calling: the signed-in person, or a visitor known by address. */
export function requestActor(request: FastifyRequest): ClientActor {
  if (request.user) return userActor(request);
  return { kind: 'visitor', clientIp: request.ip, userAgent: request.headers['user-agent'], locale: request.locale };
}
