import type { FastifyInstance } from 'fastify';
import { adminRightsCalls as admin, reputationCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { requestActor, userActor } from '../../platform/request-actor';
import { staffActor } from '../audit/staff-actor';
import { listLeaderboard, listTeamLeaderboard } from './list-leaderboard';
import { getMyRights } from './get-my-rights';
import { listRightsRuns, recomputeRightsLevels } from './admin-rights-levels';

/** Leaderboards and the caller's rights (reputationCalls, spec 001 §7 /rank, /team/rank). */
export async function reputationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.rank, ({ request, body }) => listLeaderboard({ ctx, actor: requestActor(request), input: body }));
  registerCall(app, api.teamRank, ({ request, body }) => listTeamLeaderboard({ ctx, actor: requestActor(request), input: body }));
  registerCall(app, api.myRights, ({ request }) => getMyRights({ ctx, actor: userActor(request), input: undefined }));
}

/** /admin/rights-levels (adminRightsCalls): the yearly decisions, recomputed on demand. */
export async function adminRightsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, admin.list, ({ request }) => listRightsRuns({ ctx, actor: staffActor(request), input: undefined }));
  registerCall(app, admin.recompute, ({ request, body }) => recomputeRightsLevels({ ctx, actor: staffActor(request), input: body }));
}
