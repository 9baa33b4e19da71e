import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, loginResult, totpLoginBody } from '@wardline/contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { completeTotpSignIn } from './totp-sign-in';

/**
 * The second step of a staff sign-in (public: the challenge is the credential). The staff
 * member's own enrolment calls (/admin/me/totp…) are declared in the contract's adminMe
 * area and routed by domains/admin/me to the use cases of this folder.
 */
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
