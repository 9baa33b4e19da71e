import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { SessionUser } from './load-session-user';

/**
 * Route guards for other domains. Use them as the route's `onRequest` so they run right
 * after the auth plugin resolved the token, before the body is parsed or validated:
 *
 *   app.post('/x', { onRequest: requireUser, schema }, async (request) => {
 *     const user = sessionUser(request);   // typed, never null here
 *   });
 *   app.get('/admin/things', { onRequest: requireStaff, schema }, handler);
 *
 * No or a dead session → 401 (errcode 401, the web app then signs out); a live
 * session of the wrong role → 403.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.user) return;
  // A token that no longer works gets "session ended" rather than "please sign in", or "disabled" when that is why.
  if (request.accountDisabled) throw new AppError('sessionAccountDisabled');
  throw new AppError(request.headers.authorization ? 'sessionExpired' : 'unauthorized');
}

/** Staff only: the operations console and every `/admin/` call. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user?.role !== 'staff') throw new AppError('forbidden');
}

/** The signed-in user of a route guarded by `requireUser`; throws 401 if the guard was forgotten. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized');
  return request.user;
}
