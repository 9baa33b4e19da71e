import type { FastifyInstance } from 'fastify';
import { adminProjectsCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { staffActor } from '../audit/staff-actor';
import { getProjectForAudit, listProjectsForAudit } from './admin-project-queue';
import { decideProject } from './decide-project';

/** /admin/projects (adminProjectsCalls): the audit queue and staff decisions on projects, by public id. */
export async function adminProjectRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.list, ({ request, query }) => listProjectsForAudit({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.detail, ({ request, params }) => getProjectForAudit({ ctx, actor: staffActor(request), input: params }));
  registerCall(app, api.approve, ({ request, params, body }) =>
    decideProject({ ctx, actor: staffActor(request), input: { id: params.id, decision: { action: 'approve', difficulty: body.difficultyFactor } } }),
  );
  for (const action of ['reject', 'pause', 'resume'] as const) {
    registerCall(app, api[action], ({ request, params, body }) => decideProject({ ctx, actor: staffActor(request), input: { id: params.id, decision: { action, reason: body.reason } } }));
  }
}
