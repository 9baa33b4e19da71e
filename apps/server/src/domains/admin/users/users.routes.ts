import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParams, adminUserDetail, adminUserListQuery, adminUserStatusResult, adminUserSummary, envelopeSchema, pageSchema, reasonBody } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/envelope';
import { staffActor } from '../../audit/staff-actor';
import { listUsers } from './list-users';
import { getUser } from './get-user';
import { disableUser } from './disable-user';
import { enableUser } from './enable-user';
import { resetUserTotp } from './reset-user-totp';

/** /admin/users: search, detail, disable (revokes every session at once), enable (restores the previous status). */
export const adminUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin: users'];
  app.get(
    '/users',
    { schema: { tags, querystring: adminUserListQuery, response: { 200: envelopeSchema(pageSchema(adminUserSummary)) } } },
    async (request) => ok(request, await listUsers(ctx.db, request.query)),
  );
  app.get('/users/:id', { schema: { tags, params: adminIdParams, response: { 200: envelopeSchema(adminUserDetail) } } }, async (request) =>
    ok(request, await getUser(ctx.db, request.params.id)),
  );
  app.post(
    '/users/:id/disable',
    { schema: { tags, params: adminIdParams, body: reasonBody, response: { 200: envelopeSchema(adminUserStatusResult) } } },
    async (request) => ok(request, await disableUser({ ctx, actor: staffActor(request), id: request.params.id, reason: request.body.reason }), 'saved'),
  );
  app.post('/users/:id/enable', { schema: { tags, params: adminIdParams, response: { 200: envelopeSchema(adminUserStatusResult) } } }, async (request) =>
    ok(request, await enableUser({ ctx, actor: staffActor(request), id: request.params.id }), 'saved'),
  );
  app.post('/users/:id/reset-totp', { schema: { tags, params: adminIdParams, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await resetUserTotp(ctx.db, staffActor(request), request.params.id);
    return ok(request, null, 'saved');
  });
};
