import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, firstLoginResult, userStatusResult } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { requireUser, sessionUser } from '../../../auth/require-user';
import { ok } from '../../../http/envelope';
import { signOut } from './sign-out';
import { getUserStatus } from './get-user-status';
import { acknowledgeFirstLogin } from './acknowledge-first-login';

/** The signed-in session: sign-out, the status the web app routes by, and the first-login flag. */
export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['identity'];
  const security = [{ session: [] }];

  app.get('/portal/signout', { schema: { tags, security, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await signOut(ctx.db, request.sessionId);
    return ok(request, null, 'signedOut');
  });

  app.get(
    '/find/userstatus',
    { onRequest: requireUser, schema: { tags, security, response: { 200: envelopeSchema(userStatusResult) } } },
    async (request) => ok(request, getUserStatus(sessionUser(request))),
  );

  app.get(
    '/portal/firstlogin',
    {
      onRequest: requireUser,
      schema: { tags, security, description: 'firstLogin is true on the first call after the account was created, then false.', response: { 200: envelopeSchema(firstLoginResult) } },
    },
    async (request) => ok(request, await acknowledgeFirstLogin(ctx.db, sessionUser(request).id)),
  );
};
