import type { FastifyInstance } from 'fastify';
import { srcBugsCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { userActor } from '../../platform/request-actor';
import { srcBugMinePage, srcBugNews, srcBugPage } from './src-bugs-list';
import { claimSrcBug, confirmSrcBug, confirmSrcRepair } from './src-bugs-moves';
import { bugPermissionsOf } from './bugs.routes';

/** The SRC routes (srcBugsCalls) but `detail`, which the report detail's module registers. */
export async function srcBugRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.page, ({ request, body }) => srcBugPage({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.news, ({ request }) => srcBugNews({ ctx, actor: userActor(request) }));
  registerCall(app, api.claim, async ({ request, body }) => claimSrcBug({ ctx, actor: userActor(request), input: { id: body.id }, permissions: await bugPermissionsOf(request) }));
  registerCall(app, api.confirm, async ({ request, body }) =>
    confirmSrcBug({ ctx, actor: userActor(request), input: { id: body.id, grade: body.grade, content: body.content }, permissions: await bugPermissionsOf(request) }),
  );
  registerCall(app, api.confirmRepair, async ({ request, body }) => confirmSrcRepair({ ctx, actor: userActor(request), input: { id: body.id }, permissions: await bugPermissionsOf(request) }));
  registerCall(app, api.mine, ({ request, body }) => srcBugMinePage({ ctx, actor: userActor(request), input: body }));
}
