import type { FastifyInstance } from 'fastify';
import { adminAuditCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { listAuditLog } from './list-audit-log';
import { getAuditEntry } from './get-audit-entry';
import { staffActor } from './staff-actor';

/** GET /admin/audit-log (adminAuditCalls): staff holding staff administration browse who changed what. */
export async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.list, ({ request, query }) => listAuditLog({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.detail, ({ request, params }) => getAuditEntry({ ctx, actor: staffActor(request), input: params }));
}
