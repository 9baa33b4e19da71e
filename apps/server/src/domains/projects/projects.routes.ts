import type { FastifyInstance, FastifyRequest } from 'fastify';
import { projectsCalls as api, type ProjectType, type StaffPermission } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { sendDocument } from '../../http/send-document';
import { requestActor, userActor } from '../../platform/request-actor';
import { publishProject } from './publish-project';
import { updateProject } from './update-project';
import { getProjectEditForm } from './get-edit-form';
import { saveProjectDraft } from './save-project-draft';
import { deleteProjectDraft, getProjectDraft, listProjectDrafts } from './project-drafts';
import { listProjects } from './list-projects';
import { getProjectDetail, userViewer } from './get-project-detail';
import { holeLevelTemplate, projectHoleLevels } from './hole-levels';
import { downloadVpnFile } from './download-vpn-file';
import { authorizationTemplate } from './authorization-template';
import type { CardViewer } from './project-view';

/** Staff permissions of the caller (none for everyone else), for what staff may see of a project. */
async function permissionsOf(request: FastifyRequest): Promise<ReadonlySet<StaffPermission>> {
  if (request.user?.role !== 'staff') return new Set();
  return (await request.staffAccess())?.permissions ?? new Set();
}

async function viewerOf(request: FastifyRequest): Promise<CardViewer> {
  return request.user ? userViewer(userActor(request), await permissionsOf(request)) : { kind: 'visitor' };
}

/** Publish and edit, in their own scope: a refusal keeps the form as a server-side draft (spec 002 §4). */
async function publishRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // A refused publish or update (bad input, start in the past, not editable, …) is kept as a
  // draft and the refusal's ret names it. Refusals of who the caller is (not a company, not
  // certified, signed out) keep nothing: there is no one's draft to keep.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !request.user || request.user.usertype !== 'company' || typeof payload !== 'string') return payload;
    let answer: { errcode: number; errmsg: string; ret: unknown };
    try {
      answer = JSON.parse(payload) as typeof answer;
    } catch {
      return payload;
    }
    if ([401, 40350, 40351, 40352, 40353].includes(answer.errcode) || reply.statusCode >= 500) return payload;
    const draftId = await saveProjectDraft({ ctx, actor: userActor(request), input: { body: request.body, errmsg: answer.errmsg } }).catch((err: unknown) => {
      request.log.error({ err }, 'project draft not kept');
      return null;
    });
    const fields = (answer.ret as { fields?: unknown } | null)?.fields;
    return JSON.stringify({ ...answer, ret: { draftId, ...(fields ? { fields } : {}) } });
  });

  const publish = (via: ProjectType) => api[via === 'bugbounty' ? 'publish' : 'publishSrc'];
  for (const via of ['bugbounty', 'SecurityResponse'] as const) {
    registerCall(app, publish(via), ({ request, body }) => publishProject({ ctx, actor: userActor(request), input: { form: body, via } }));
  }
  registerCall(app, api.update, ({ request, body }) => updateProject({ ctx, actor: userActor(request), input: { form: body, via: 'bugbounty', projectId: body.projectId } }));
  registerCall(app, api.updateSrc, ({ request, body }) => updateProject({ ctx, actor: userActor(request), input: { form: body, via: 'SecurityResponse', projectId: body.projectId } }));
}

/**
 * Projects (spec 002 §7, 001 §7), declared in the contract (projectsCalls): publish, edit,
 * drafts, the hall, the detail, hole levels and the two downloads. Enrolment, participants,
 * my projects, recommendations and the third-party entrance are registered beside these by
 * their own modules.
 */
export async function projectsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(publishRoutes, { ctx });
  registerCall(app, api.editForm, ({ request, query }) => getProjectEditForm({ ctx, actor: userActor(request), input: query }));
  registerCall(app, api.drafts, ({ request }) => listProjectDrafts({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.draft, ({ request, query }) => getProjectDraft({ ctx, actor: userActor(request), input: query }));
  registerCall(app, api.deleteDraft, ({ request, body }) => deleteProjectDraft({ ctx, actor: userActor(request), input: body }));

  registerCall(app, api.list, async ({ request, query }) => listProjects({ ctx, actor: requestActor(request), input: query, viewer: await viewerOf(request) }));
  for (const call of [api.detail, api.personalDetail]) {
    registerCall(app, call, async ({ request, query }) => getProjectDetail({ ctx, actor: userActor(request), input: query, permissions: await permissionsOf(request) }));
  }
  registerCall(app, api.holeTemplate, async ({ request }) => holeLevelTemplate(request.locale));
  registerCall(app, api.needHole, async ({ request, query }) => projectHoleLevels({ ctx, actor: userActor(request), input: { id: query.projectId }, permissions: await permissionsOf(request) }));
  registerCall(app, api.holeLevels, async ({ request, params }) => projectHoleLevels({ ctx, actor: userActor(request), input: params, permissions: await permissionsOf(request) }));

  registerCall(app, api.authorizationTemplate, async ({ request, reply, query }) => sendDocument(reply, authorizationTemplate(query.lang ?? request.locale), 'application/rtf'));
  registerCall(app, api.vpnFile, async ({ request, reply, query }) => sendDocument(reply, await downloadVpnFile({ ctx, actor: requestActor(request), input: query }), 'text/plain; charset=utf-8'));
}
