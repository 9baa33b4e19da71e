import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  identityConfirmBody,
  identityConfirmResult,
  phoneRegisterBody,
  phoneRegisterPerfectBody,
  phoneRegisterResult,
  registrationResult,
} from '@wardline/contract';
import type { AppContext } from '../../../context';
import { requireUser, sessionUser } from '../../../auth/require-user';
import { ok } from '../../../http/envelope';
import { verifyRegistrationPhone } from './verify-registration-phone';
import { completeRegistration } from './complete-registration';
import { confirmIdentity } from './confirm-identity';

/** The three server steps of registration (spec 000 §2): verify the phone, complete info, choose identity. */
export const registrationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['identity'];

  app.post(
    '/portal/phoneRegister',
    { schema: { tags, description: 'Checks the registration SMS code; answers the idToken for the next step (30 minutes).', body: phoneRegisterBody, response: { 200: envelopeSchema(phoneRegisterResult) } } },
    async (request) => ok(request, { idToken: await verifyRegistrationPhone(ctx, request.body) }, 'phoneVerified'),
  );

  app.post(
    '/portal/phoneRegisterPerfect',
    {
      schema: {
        tags,
        description: 'Creates the account (password and rePassword RSA-OAEP encrypted) and signs it in.',
        body: phoneRegisterPerfectBody,
        response: { 200: envelopeSchema(registrationResult) },
      },
    },
    async (request) =>
      ok(request, await completeRegistration(ctx, { body: request.body, clientIp: request.ip, userAgent: request.headers['user-agent'], locale: request.locale }), 'infoCompleted'),
  );

  app.post(
    '/portal/identityConfirm',
    { onRequest: requireUser, schema: { tags, security: [{ session: [] }], body: identityConfirmBody, response: { 200: envelopeSchema(identityConfirmResult) } } },
    async (request) => ok(request, await confirmIdentity(ctx.db, sessionUser(request).id, request.body.usertype), 'identityConfirmed'),
  );
};
