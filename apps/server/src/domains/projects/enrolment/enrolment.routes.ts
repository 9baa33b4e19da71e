import type { FastifyInstance } from 'fastify';
import { projectEntranceCalls, projectsCalls as api } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { answerWithMessage, registerCall } from '../../../http/register-call';
import { userActor } from '../../../platform/request-actor';
import { enrolInProject } from './enrol-in-project';
import { listParticipants } from './list-participants';
import { examineParticipant } from './examine-participant';
import { listMyProjects } from '../my-projects/list-my-projects';
import { recommendProjects } from '../recommend/recommend-projects';
import { getEntranceRedirect, listEntranceSigningKeys } from '../entrance/get-entrance-redirect';

/**
 * Enrolment, participants, my projects, recommendations and the third-party project
 * entrance (issue 8 §3–§5), declared in the projects contract. Publishing, the hall, the
 * detail and the audit are `projects.routes.ts`.
 */
export async function enrolmentRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.enrol, async ({ request, query }) => {
    const result = await enrolInProject({ ctx, actor: userActor(request), input: query });
    // "Enrolled", or "sent: the company will review it".
    return answerWithMessage(result, result.enterstatus === 'normal' ? 'enrolled' : 'enrolmentSubmitted');
  });
  registerCall(app, api.participants, ({ request, query }) => listParticipants({ ctx, actor: userActor(request), input: query }));
  registerCall(app, api.examineParticipant, ({ request, body }) => examineParticipant({ ctx, actor: userActor(request), input: body }));
  for (const call of [api.myProjects, api.myProjectsAlias]) {
    registerCall(app, call, ({ request, query }) => listMyProjects({ ctx, actor: userActor(request), input: query }));
  }
  registerCall(app, api.recommend, ({ request, query }) => recommendProjects({ ctx, actor: userActor(request), input: query }));
  registerCall(app, api.entranceRedirect, ({ request, params }) => getEntranceRedirect({ ctx, actor: userActor(request), input: params }));
  registerCall(app, projectEntranceCalls.signingKeys, () => listEntranceSigningKeys({ ctx, actor: { kind: 'system', name: 'public' }, input: undefined }));
}
