import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParams, auditEntry, auditLogQuery, envelopeSchema, pageSchema } from '@wardline/contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { listAuditLog } from './list-audit-log';
import { getAuditEntry } from './get-audit-entry';

/** GET /admin/audit-log: staff browse who changed what. Mounted inside the staff-only admin scope. */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin: audit log'];
  app.get(
    '/audit-log',
    { schema: { tags, querystring: auditLogQuery, response: { 200: envelopeSchema(pageSchema(auditEntry)) } } },
    async (request) => ok(request, await listAuditLog(ctx.db, request.query)),
  );
  app.get(
    '/audit-log/:id',
    { schema: { tags, params: adminIdParams, response: { 200: envelopeSchema(auditEntry) } } },
    async (request) => ok(request, await getAuditEntry(ctx.db, request.params.id)),
  );
};
