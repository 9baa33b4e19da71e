import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMe, envelopeSchema } from '@wardline/contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { requireStaff, sessionUser } from '../../auth/require-user';
import { totpEnrolmentRoutes } from '../../auth/totp/totp.routes';
import { auditRoutes } from '../audit/audit.routes';
import { adminUserRoutes } from './users/users.routes';
import { adminAnnouncementRoutes } from './announcements/announcements.routes';
import { adminCollectionRoutes } from './content/collections.routes';
import { adminContactRoutes } from './contact/contact.routes';
import { getAdminMe } from './get-admin-me';
import { adminCertificationRoutes } from './certifications/certifications.routes';

/**
 * The staff console's API, mounted at /web/v1/admin. One hook guards the whole scope:
 * no session 401, any role but staff 403, before a body is parsed or validated.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireStaff);
  // Whatever staff changed (announcements, carousel, tiles, contact settings, and calls added
  // later), the public cache of every process is emptied before the answer leaves, so the
  // next public read shows it. Console changes are rare; a needless emptying costs one read.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) await ctx.publicCache.changed();
  });

  app.get('/me', { schema: { tags: ['admin: my security'], response: { 200: envelopeSchema(adminMe) } } }, async (request) =>
    ok(request, await getAdminMe(ctx.db, sessionUser(request).id)),
  );
  await app.register(adminCertificationRoutes, { ctx });
  await app.register(adminUserRoutes, { ctx });
  await app.register(adminAnnouncementRoutes, { ctx });
  await app.register(adminCollectionRoutes, { ctx });
  await app.register(adminContactRoutes, { ctx });
  await app.register(auditRoutes, { ctx });
  await app.register(totpEnrolmentRoutes, { ctx });
};
