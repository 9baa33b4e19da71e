import type { FastifyInstance } from 'fastify';
import { achievementsCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { userActor } from '../../platform/request-actor';
import { confirmAchievement, listAchievementReminders, listMyAchievements } from './my-achievements';

/** Achievements (achievementsCalls, spec 001 §7, 000 §4). */
export async function achievementsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.list, ({ request, query }) => listMyAchievements({ ctx, actor: userActor(request), input: query }));
  registerCall(app, api.remind, ({ request }) => listAchievementReminders({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.confirm, ({ request, params }) => confirmAchievement({ ctx, actor: userActor(request), input: params }));
}
