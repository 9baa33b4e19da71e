import type { FastifyInstance } from 'fastify';
import { teamsCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { userActor } from '../../platform/request-actor';
import { listTeamHall } from './list-team-hall';
import { createTeam } from './create-team';
import { applyToTeam, cancelTeamApplication, listTeamApplications } from './team-applications';
import { reviewTeamApplication } from './review-team-application';
import { getMyTeam } from './get-my-team';
import { appointCaptain, editTeam, leaveTeam } from './manage-team';
import { listTeamMemberActivity, listTeamPointActivity } from './team-dynamics';
import { TEAM_RULES } from './team-texts';

/** Teams (teamsCalls, spec 001 §7 /team/*). */
export async function teamsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.hall, ({ request, body }) => listTeamHall({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.create, ({ request, body }) => createTeam({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.join, ({ request, body }) => applyToTeam({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.cancel, ({ request, body }) => cancelTeamApplication({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.rule, async ({ request }) => ({ rules: TEAM_RULES.map((rule) => rule[userActor(request).locale]) }));
  registerCall(app, api.applications, ({ request }) => listTeamApplications({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.review, ({ request, body }) => reviewTeamApplication({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.member, ({ request }) => getMyTeam({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.edit, ({ request, body }) => editTeam({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.exit, ({ request }) => leaveTeam({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.captain, ({ request, body }) => appointCaptain({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.rankDynamics, ({ request, body }) => listTeamPointActivity({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.memberDynamics, ({ request, body }) => listTeamMemberActivity({ ctx, actor: userActor(request), input: body }));
}
