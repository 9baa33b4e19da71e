import type { FastifyPluginAsync } from 'fastify';
import { adminUsersCalls as api } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { registerCall } from '../../../http/register-call';
import { enforce } from '../../../platform/policy/policy';
import { asPolicyActor, staffActor } from '../../audit/staff-actor';
import { listUsers } from './list-users';
import { getUser } from './get-user';
import { disableUser } from './disable-user';
import { enableUser } from './enable-user';
import { endUserSessions } from './end-user-sessions';
import { resetUserTotp } from './reset-user-totp';
import { setStaffPermissions } from './set-staff-permissions';
import { userAdminRefusal } from './user-policy';
import { securityEvent } from '../../../auth/security-log';

/**
 * /admin/users: search, detail, disable (revokes every session at once), enable (restores
 * the previous status), end an account's sessions, reset a colleague's second factor, set
 * staff permissions. Declared in the contract (adminUsersCalls); accounts are named by
 * their public id; who may act on which account is the user policy.
 */
export const adminUserRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCall(app, api.list, async ({ request, query }) => {
    enforce(userAdminRefusal(asPolicyActor(staffActor(request)), 'list'));
    return listUsers({ ctx, input: query });
  });
  registerCall(app, api.detail, async ({ request, params }) => {
    enforce(userAdminRefusal(asPolicyActor(staffActor(request)), 'read'));
    return getUser({ ctx, input: { publicId: params.id } });
  });
  registerCall(app, api.disable, ({ request, params, body }) => disableUser({ ctx, actor: staffActor(request), input: { publicId: params.id, reason: body.reason } }));
  registerCall(app, api.enable, ({ request, params }) => enableUser({ ctx, actor: staffActor(request), input: { publicId: params.id } }));
  registerCall(app, api.endSessions, async ({ request, params }) => {
    const ended = await endUserSessions({ ctx, actor: staffActor(request), input: { publicId: params.id } });
    securityEvent(request, 'sessionsEndedByStaff', { targetUser: params.id, endedSessions: ended.ended });
    return ended;
  });
  registerCall(app, api.resetTotp, async ({ request, params }) => {
    const done = await resetUserTotp({ ctx, actor: staffActor(request), input: { publicId: params.id } });
    securityEvent(request, 'totpReset', { targetUser: params.id });
    return done;
  });
  registerCall(app, api.permissions, async ({ request, params, body }) => {
    const set = await setStaffPermissions({ ctx, actor: staffActor(request), input: { publicId: params.id, permissions: body.permissions } });
    securityEvent(request, 'staffPermissionsChanged', { targetUser: params.id, permissions: set.permissions.join(',') });
    return set;
  });
};
