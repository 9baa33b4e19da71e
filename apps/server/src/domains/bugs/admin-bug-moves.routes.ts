import type { FastifyInstance } from 'fastify';
import { adminBugsCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { staffActor } from '../audit/staff-actor';
import { decideBug } from './bug-moves-triage';

/** /admin/bugs/:id/<action> (adminBugsCalls): staff decisions on a report, by public id; the queue and detail are registered beside them. */
export async function adminBugMoveRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.accept, ({ request, params, body }) =>
    decideBug({ ctx, actor: staffActor(request), input: { id: params.id, decision: { action: 'accept', grade: body.grade, reason: body.reason } } }),
  );
  registerCall(app, api.markRepeat, ({ request, params, body }) =>
    decideBug({ ctx, actor: staffActor(request), input: { id: params.id, decision: { action: 'markRepeat', duplicateOf: body.duplicateOf, reason: body.reason } } }),
  );
  for (const action of ['ignore', 'refuse', 'turnBack'] as const) {
    registerCall(app, api[action], ({ request, params, body }) => decideBug({ ctx, actor: staffActor(request), input: { id: params.id, decision: { action, reason: body.reason } } }));
  }
  registerCall(app, api.arbitrate, ({ request, params, body }) =>
    decideBug({ ctx, actor: staffActor(request), input: { id: params.id, decision: { action: 'arbitrate', grade: body.grade, reason: body.reason } } }),
  );
  registerCall(app, api.recheckResult, ({ request, params, body }) =>
    decideBug({ ctx, actor: staffActor(request), input: { id: params.id, decision: { action: 'recheckResult', passed: body.passed, reason: body.reason } } }),
  );
}
