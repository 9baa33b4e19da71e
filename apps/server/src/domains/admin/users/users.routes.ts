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
import { resetUserTotp } from './reset-user-totp';
import { setStaffPermissions } from './set-staff-permissions';
import { userAdminRefusal } from './user-policy';
import { securityEvent } from '../../../auth/security-log';

/**
 * /admin/users: search, detail, disable (revokes every session at once), enable (restores
 * the previous status), reset a colleague's second factor, set staff permissions. Declared
 * in the contract (adminUsersCalls); who may act on which account is the user policy.
 */
export const adminUserRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCall(app, api.list, async ({ request, query }) => {
    enforce(userAdminRefusal(asPolicyActor(staffActor(request)), 'list'));
    return listUsers(ctx.db, query);
  });
  registerCall(app, api.detail, async ({ request, params }) => {
    enforce(userAdminRefusal(asPolicyActor(staffActor(request)), 'read'));
    return getUser(ctx.db, params.id);
  });
  registerCall(app, api.disable, ({ request, params, body }) => disableUser({ ctx, actor: staffActor(request), id: params.id, reason: body.reason }));
  registerCall(app, api.enable, ({ request, params }) => enableUser({ ctx, actor: staffActor(request), id: params.id }));
  registerCall(app, api.resetTotp, async ({ request, params }) => {
    const done = await resetUserTotp({ ctx, actor: staffActor(request), input: { id: params.id } });
    securityEvent(request, 'totpReset', { targetUserId: params.id });
    return done;
  });
  registerCall(app, api.permissions, async ({ request, params, body }) => {
    const set = await setStaffPermissions({ ctx, actor: staffActor(request), input: { id: params.id, permissions: body.permissions } });
    securityEvent(request, 'staffPermissionsChanged', { targetUserId: params.id, permissions: set.permissions.join(',') });
    return set;
  });
};
