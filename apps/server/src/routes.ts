import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context';
import { contentRoutes } from './domains/content/content.routes';
import { contactRoutes } from './domains/contact/contact.routes';
import { devRoutes } from './domains/dev/dev.routes';
import { identityRoutes } from './domains/identity/identity.routes';
import { thirdPartyRoutes } from './domains/third-party/third-party.routes';
import { authPlugin } from './auth/auth-plugin';
import { adminRoutes } from './domains/admin/admin.routes';
import { staffAccessPlugin } from './auth/staff-access';
import { registerNoStore } from './http/no-store';
import { refuseControlCharacters } from './http/refuse-control-characters';
import { logSignIns } from './auth/security-log';
import { loadSessionUser } from './auth/load-session-user';
import { hashOpaqueToken } from './auth/session-token';
import { certificationRoutes } from './domains/certification/certification.routes';
import { filesRoutes } from './files/files.routes';
import { notificationRoutes } from './domains/notifications/notifications.routes';
import { liveRoutes } from './platform/live/live.routes';
import { projectsRoutes } from './domains/projects/projects.routes';
import { enrolmentRoutes } from './domains/projects/enrolment/enrolment.routes';
import { bugExportRoutes } from './domains/bugs/export/export.routes';
import { bugsRoutes } from './domains/bugs/bugs.routes';
import { adminBugQueueRoutes } from './domains/bugs/admin-bug-queue.routes';
import { bugMoveRoutes } from './domains/bugs/bug-moves.routes';
import { adminBugMoveRoutes } from './domains/bugs/admin-bug-moves.routes';
import { srcBugRoutes } from './domains/bugs/src-bugs.routes';

/** Every API route module, mounted under /web/v1. */
export const apiRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // First: every route below sees request.user.
  await app.register(authPlugin, { ctx });
  await app.register(staffAccessPlugin, { ctx });
  registerNoStore(app);
  refuseControlCharacters(app);
  logSignIns(app, async (token) => {
    const session = await loadSessionUser(ctx, hashOpaqueToken(token));
    return 'user' in session ? session.user.id : null;
  });
  await app.register(contentRoutes, { ctx });
  await app.register(contactRoutes, { ctx });
  await app.register(identityRoutes, { ctx });
  await app.register(thirdPartyRoutes, { ctx });
  await app.register(filesRoutes, { ctx });
  await app.register(certificationRoutes, { ctx });
  await app.register(projectsRoutes, { ctx });
  await app.register(bugExportRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(liveRoutes, { ctx });
  await app.register(enrolmentRoutes, { ctx });
  await app.register(bugsRoutes, { ctx });
  await app.register(adminBugQueueRoutes, { ctx });
  await app.register(bugMoveRoutes, { ctx });
  await app.register(adminBugMoveRoutes, { ctx });
  await app.register(srcBugRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  if (!ctx.config.isProduction) await app.register(devRoutes, { ctx });
};
