import type { FastifyPluginAsync, FastifyPluginCallback, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMe, envelopeSchema, type StaffPermission } from '@wardline/contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { requireStaff, requireStaffEnrolling, requireStaffPermission, sessionUser } from '../../auth/require-user';
import { totpEnrolmentRoutes } from '../../auth/totp/totp.routes';
import { auditRoutes } from '../audit/audit.routes';
import { adminUserRoutes } from './users/users.routes';
import { adminAnnouncementRoutes } from './announcements/announcements.routes';
import { adminCollectionRoutes } from './content/collections.routes';
import { adminContactRoutes } from './contact/contact.routes';
import { getAdminMe } from './get-admin-me';
import { adminCertificationRoutes } from './certifications/certifications.routes';

type ScopedPlugin = FastifyPluginAsyncZod<{ ctx: AppContext }>;

/** A console section behind the permission its work needs (the scope's hook runs before any of its routes). */
function behind(permission: StaffPermission, plugin: ScopedPlugin): ScopedPlugin {
  return async (app, opts) => {
    app.addHook('onRequest', requireStaffPermission(permission));
    await app.register(plugin as FastifyPluginCallback<{ ctx: AppContext }>, opts);
  };
}

/**
 * The staff console's API, mounted at /web/v1/admin. The whole scope is staff only (no
 * session 401, any other role 403, before a body is parsed). Until the account has set up
 * two-step sign-in only GET /admin/me and the enrolment calls answer; every other call
 * then also needs the permission of its section.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireStaffEnrolling);
  // Whatever staff changed (announcements, carousel, tiles, contact settings, and calls added
  // later), the public cache of every process is emptied before the answer leaves, so the
  // next public read shows it. Console changes are rare; a needless emptying costs one read.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) await ctx.publicCache.changed();
  });

  app.get('/me', { schema: { tags: ['admin: my security'], response: { 200: envelopeSchema(adminMe) } } }, async (request) =>
    ok(request, await getAdminMe(ctx.db, sessionUser(request).id, (await request.staffAccess())!)),
  );
  await app.register(totpEnrolmentRoutes, { ctx });

  await app.register(async (enrolled) => {
    enrolled.addHook('onRequest', requireStaff as onRequestHookHandler);
    await enrolled.register(behind('content', adminAnnouncementRoutes), { ctx });
    await enrolled.register(behind('content', adminCollectionRoutes), { ctx });
    await enrolled.register(behind('content', adminContactRoutes), { ctx });
    await enrolled.register(behind('staffAdministration', auditRoutes), { ctx });
  });
};

/** Console calls declared with declareCalls: their paths carry /admin, and each declares its own guard. */
export const adminCallRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(adminUserRoutes, { ctx });
  await app.register(adminCertificationRoutes, { ctx });
};
