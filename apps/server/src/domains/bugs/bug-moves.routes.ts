import type { FastifyInstance } from 'fastify';
import { bugsCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { userActor } from '../../platform/request-actor';
import { appealBug } from './bug-moves-appeal';
import { confirmBugGrade, requestRecheck, turnBackBug } from './bug-moves-company';
import { bugPermissionsOf } from './bugs.routes';

/** The parties' moves of a report (bugsCalls): the company confirms, turns back, asks for a retest; the hacker appeals. */
export async function bugMoveRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.confirmGrade, async ({ request, body }) =>
    confirmBugGrade({ ctx, actor: userActor(request), input: { id: body.bugId, grade: body.grade, content: body.content }, permissions: await bugPermissionsOf(request) }),
  );
  registerCall(app, api.turnBack, async ({ request, query }) =>
    turnBackBug({ ctx, actor: userActor(request), input: { id: query.holeId, reason: query.reason }, permissions: await bugPermissionsOf(request) }),
  );
  registerCall(app, api.recheck, async ({ request, body }) =>
    requestRecheck({ ctx, actor: userActor(request), input: { id: body.id, content: body.content }, permissions: await bugPermissionsOf(request) }),
  );
  registerCall(app, api.appeal, async ({ request, body }) =>
    appealBug({ ctx, actor: userActor(request), input: { id: body.id, content: body.content }, permissions: await bugPermissionsOf(request) }),
  );
}
