import type { FastifyInstance } from 'fastify';
import { srcBugsCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { userActor } from '../../platform/request-actor';
import { srcBugMinePage, srcBugNews, srcBugPage } from './src-bugs-list';
import { claimSrcBug, confirmSrcBug, confirmSrcRepair } from './src-bugs-moves';

/** The SRC routes (srcBugsCalls) but `detail`, which the report detail's module registers. */
export async function srcBugRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.page, ({ request, body }) => srcBugPage({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.news, ({ request }) => srcBugNews({ ctx, actor: userActor(request) }));
  registerCall(app, api.claim, ({ request, body }) => claimSrcBug({ ctx, actor: userActor(request), input: { id: body.id } }));
  registerCall(app, api.confirm, ({ request, body }) => confirmSrcBug({ ctx, actor: userActor(request), input: { id: body.id, grade: body.grade, content: body.content } }));
  registerCall(app, api.confirmRepair, ({ request, body }) => confirmSrcRepair({ ctx, actor: userActor(request), input: { id: body.id } }));
  registerCall(app, api.mine, ({ request, body }) => srcBugMinePage({ ctx, actor: userActor(request), input: body }));
}
