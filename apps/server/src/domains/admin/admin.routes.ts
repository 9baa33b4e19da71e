import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { auditRoutes } from '../audit/audit.routes';
import { adminUserRoutes } from './users/users.routes';
import { adminAnnouncementRoutes } from './announcements/announcements.routes';
import { adminCollectionRoutes } from './content/collections.routes';
import { adminContactRoutes } from './contact/contact.routes';
import { adminMeRoutes } from './me/admin-me.routes';
import { adminCertificationRoutes } from './certifications/certifications.routes';
import { adminProjectRoutes } from '../projects/admin-projects.routes';
import { adminTrustedAuthRoutes } from '../trusted-auth/trusted-auth.routes';
import { adminMoneyRoutes } from '../money/admin-money.routes';
import { adminRightsRoutes } from '../reputation/reputation.routes';

/**
 * The staff console's API: every call is declared in the contract under /admin (BRIEF §3)
 * with its own guard (staff with two-step sign-in and the permission of its section; only
 * /admin/me and the enrolment answer before two-step sign-in is set up).
 */
export const adminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Whatever staff changed (announcements, carousel, tiles, contact settings, and calls added
  // later), the public cache of every process is emptied before the answer leaves, so the
  // next public read shows it. Console changes are rare; a needless emptying costs one read.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) await ctx.publicCache.changed();
  });
  await app.register(adminMeRoutes, { ctx });
  await app.register(adminUserRoutes, { ctx });
  await app.register(adminCertificationRoutes, { ctx });
  await app.register(adminProjectRoutes, { ctx });
  await app.register(adminTrustedAuthRoutes, { ctx });
  await app.register(adminMoneyRoutes, { ctx });
  await app.register(adminRightsRoutes, { ctx });
  await app.register(adminAnnouncementRoutes, { ctx });
  await app.register(adminCollectionRoutes, { ctx });
  await app.register(adminContactRoutes, { ctx });
  await app.register(auditRoutes, { ctx });
};
