import type { FastifyInstance } from 'fastify';
import { adminMeCalls as api } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { registerCall } from '../../../http/register-call';
import { sessionUser } from '../../../auth/require-user';
import { securityEvent } from '../../../auth/security-log';
import { getTotpStatus } from '../../../auth/totp/get-totp-status';
import { setUpTotp } from '../../../auth/totp/set-up-totp';
import { enableTotp } from '../../../auth/totp/enable-totp';
import { disableTotp } from '../../../auth/totp/disable-totp';
import { staffActor } from '../../audit/staff-actor';
import { getAdminMe } from './get-admin-me';

/**
 * /admin/me and the signed-in staff member's two-step sign-in (adminMeCalls). They answer
 * before two-step sign-in is on (`staffEnrolling`): that is how a staff account enrols.
 * The TOTP use cases are identity's (auth/totp); this module only routes to them.
 */
export async function adminMeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.me, async ({ request }) => getAdminMe({ ctx, actor: staffActor(request), input: { access: (await request.staffAccess())! } }));
  registerCall(app, api.totpStatus, ({ request }) => getTotpStatus(ctx.db, sessionUser(request).id));
  // Setup and disabling ask for the current password again (fresh authentication); enabling ends the account's other sessions.
  registerCall(app, api.totpSetup, ({ request, body }) => setUpTotp({ ctx, actor: staffActor(request), input: body }));
  registerCall(app, api.totpEnable, async ({ request, body }) => {
    const status = await enableTotp({ ctx, actor: staffActor(request), input: { totp: body.totp, sessionId: request.sessionId } });
    securityEvent(request, 'totpEnabled');
    return status;
  });
  registerCall(app, api.totpDisable, async ({ request, body }) => {
    const status = await disableTotp({ ctx, actor: staffActor(request), input: body });
    securityEvent(request, 'totpDisabled');
    return status;
  });
}
