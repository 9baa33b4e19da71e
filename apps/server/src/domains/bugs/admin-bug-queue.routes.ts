import type { FastifyInstance } from 'fastify';
import { adminBugsCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { staffActor } from '../audit/staff-actor';
import { getBugForStaff, listBugsForStaff } from './admin-bug-queue';

/** /admin/bugs and /admin/bugs/{id} (adminBugsCalls): the console's queues and its view of one report. The moves on a report are registered by their own module. */
export async function adminBugQueueRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.list, ({ request, query }) => listBugsForStaff({ ctx, actor: staffActor(request), input: { ...query, locale: request.locale } }));
  registerCall(app, api.detail, ({ request, params }) => getBugForStaff({ ctx, actor: staffActor(request), input: { id: params.id, locale: request.locale } }));
}
