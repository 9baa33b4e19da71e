import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, loginResult, totpCodeBody, totpLoginBody, totpSetupResult, totpStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { requireStaffEnrolling, sessionUser } from '../require-user';
import { staffActor } from '../../domains/audit/staff-actor';
import { completeTotpSignIn } from './totp-sign-in';
import { getTotpStatus } from './get-totp-status';
import { setUpTotp } from './set-up-totp';
import { enableTotp } from './enable-totp';
import { disableTotp } from './disable-totp';

/** The second step of a staff sign-in (public: the challenge is the credential). */
export const totpLoginRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/portal/login/totp',
    {
      schema: {
        tags: ['identity'],
        description: 'Second step of a sign-in that answered { totpRequired: true, challenge }: the 6-digit code of the authenticator app.',
        body: totpLoginBody,
        response: { 200: envelopeSchema(loginResult) },
      },
    },
    async (request) =>
      ok(request, await completeTotpSignIn(ctx, { ...request.body, client: { clientIp: request.ip, userAgent: request.headers['user-agent'] } }), 'signedIn'),
  );
};

/**
 * Enrolment of the signed-in staff member: /admin/me/totp, mounted in the staff-only admin
 * scope. Status, setup and enable answer before two-step sign-in is on (that is how a staff
 * account enrols); disabling takes a current code, after which the console is closed
 * to the account until it enrols again.
 */
export const totpEnrolmentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin: my security'];
  app.get('/me/totp', { onRequest: requireStaffEnrolling, schema: { tags, response: { 200: envelopeSchema(totpStatus) } } }, async (request) =>
    ok(request, await getTotpStatus(ctx.db, sessionUser(request).id)),
  );
  app.post(
    '/me/totp/setup',
    { onRequest: requireStaffEnrolling, schema: { tags, description: 'Answers the otpauth:// URI and the secret once; they are never shown again.', response: { 200: envelopeSchema(totpSetupResult) } } },
    async (request) => ok(request, await setUpTotp(ctx, staffActor(request))),
  );
  app.post('/me/totp/enable', { onRequest: requireStaffEnrolling, schema: { tags, body: totpCodeBody, response: { 200: envelopeSchema(totpStatus) } } }, async (request) =>
    ok(request, await enableTotp(ctx, staffActor(request), request.body.totp), 'saved'),
  );
  app.post('/me/totp/disable', { onRequest: requireStaffEnrolling, schema: { tags, body: totpCodeBody, response: { 200: envelopeSchema(totpStatus) } } }, async (request) =>
    ok(request, await disableTotp(ctx, staffActor(request), request.body.totp), 'saved'),
  );
};
