import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { StaffPermission } from '@wardline/contract';
import { AppError } from '../http/app-error';
import { missingPermission } from '../platform/policy/policy';
import type { SessionUser } from './load-session-user';
import { securityEvent } from './security-log';

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

/**
 * A staff session, even one still without two-step sign-in: only for the calls that set
 * it up (GET /admin/me, /admin/me/totp…). Everything else uses `requireStaff`.
 */
export async function requireStaffEnrolling(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user?.role !== 'staff') {
    securityEvent(request, 'staffCallRefused', { reason: 'notStaff' });
    throw new AppError('forbidden');
  }
  await request.staffAccess();
}

/**
 * Staff only, with two-step sign-in set up: the operations console and every `/admin/`
 * call. A staff account without it is answered 403 `totpEnrolmentRequired` until it enrols.
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  await requireStaffEnrolling(request);
  if (!request.staff?.totpEnabled) {
    securityEvent(request, 'staffCallRefused', { reason: 'totpNotEnrolled' });
    throw new AppError('totpEnrolmentRequired');
  }
}

/** Staff holding one permission (the guard of a call declared `access: { staff: permission }`). */
export function requireStaffPermission(permission: StaffPermission): onRequestHookHandler {
  const guard = async (request: FastifyRequest) => {
    await requireStaff(request);
    if (!request.staff?.permissions.has(permission)) {
      securityEvent(request, 'staffCallRefused', { reason: 'permission', permission });
      throw missingPermission(permission);
    }
  };
  return guard as onRequestHookHandler;
}

/** The signed-in user of a route guarded by `requireUser`; throws 401 if the guard was forgotten. */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthorized');
  return request.user;
}
