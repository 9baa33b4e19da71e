import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, totpCodeBody, totpDisableBody, totpSetupBody, totpSetupResult, totpStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { requireStaffEnrolling, sessionUser } from '../require-user';
import { staffActor } from '../../domains/audit/staff-actor';
import { securityEvent } from '../security-log';
import { getTotpStatus } from './get-totp-status';
import { setUpTotp } from './set-up-totp';
import { enableTotp } from './enable-totp';
import { disableTotp } from './disable-totp';

/**
 * Enrolment of the signed-in staff member: /admin/me/totp, mounted in the staff-only admin
 * scope. Status, setup and enable answer before two-step sign-in is on (that is how a staff
 * account enrols). Setup and disabling ask for the current password again (fresh
 * authentication), disabling also a current code; enabling ends the account's other sessions.
 * (The second step of a sign-in, POST /portal/login/totp, is declared with the identity calls.)
 */
export const totpEnrolmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin: my security'];
  app.get('/me/totp', { onRequest: requireStaffEnrolling, schema: { tags, response: { 200: envelopeSchema(totpStatus) } } }, async (request) =>
    ok(request, await getTotpStatus(ctx.db, sessionUser(request).id)),
  );
  app.post(
    '/me/totp/setup',
    {
      onRequest: requireStaffEnrolling,
      schema: { tags, description: 'Current password (encrypted) required. Answers the otpauth:// URI and the secret once; they are never shown again.', body: totpSetupBody, response: { 200: envelopeSchema(totpSetupResult) } },
    },
    async (request) => ok(request, await setUpTotp({ ctx, actor: staffActor(request), input: request.body })),
  );
  app.post('/me/totp/enable', { onRequest: requireStaffEnrolling, schema: { tags, body: totpCodeBody, response: { 200: envelopeSchema(totpStatus) } } }, async (request) => {
    const status = await enableTotp({ ctx, actor: staffActor(request), input: { totp: request.body.totp, sessionId: request.sessionId } });
    securityEvent(request, 'totpEnabled');
    return ok(request, status, 'saved');
  });
  app.post('/me/totp/disable', { onRequest: requireStaffEnrolling, schema: { tags, body: totpDisableBody, response: { 200: envelopeSchema(totpStatus) } } }, async (request) => {
    const status = await disableTotp({ ctx, actor: staffActor(request), input: request.body });
    securityEvent(request, 'totpDisabled');
    return ok(request, status, 'saved');
  });
};
