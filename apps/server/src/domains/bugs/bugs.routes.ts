import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bugsCalls as api, srcBugsCalls as src, type StaffPermission } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { userActor } from '../../platform/request-actor';
import { bugRepairTemplate, listBugCategories } from './bug-categories';
import { addBugComment, listBugComments } from './bug-comments';
import { getBugDetail } from './get-bug-detail';
import { listMyBugs, listProjectBugs } from './list-bugs';
import { submitBug } from './submit-bug';
import { updateBug } from './update-bug';

/** Staff permissions of the caller (none for everyone else): the bugs policy's staff role needs triage or arbitration. */
export async function bugPermissionsOf(request: FastifyRequest): Promise<ReadonlySet<StaffPermission>> {
  if (request.user?.role !== 'staff') return new Set();
  return (await request.staffAccess())?.permissions ?? new Set();
}

/**
 * The report calls that create and read reports (bugsCalls; issue 9 §1, §5): the taxonomy,
 * submission and update, the detail (also as the SRC route's), the lists and the comments.
 * State changes are registered beside these by their own module.
 */
export async function bugsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.categories, async ({ request }) => listBugCategories(request.locale));
  registerCall(app, api.repairTemplate, async ({ request, query }) => bugRepairTemplate(query.id, request.locale));
  registerCall(app, api.submit, ({ request, body }) => submitBug({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.update, async ({ request, body }) => updateBug({ ctx, actor: userActor(request), input: body, permissions: await bugPermissionsOf(request) }));
  registerCall(app, api.detail, async ({ request, query }) => getBugDetail({ ctx, actor: userActor(request), input: query, permissions: await bugPermissionsOf(request) }));
  registerCall(app, src.detail, async ({ request, body }) => getBugDetail({ ctx, actor: userActor(request), input: body, permissions: await bugPermissionsOf(request) }));
  registerCall(app, api.projectList, async ({ request, query }) => listProjectBugs({ ctx, actor: userActor(request), input: query, permissions: await bugPermissionsOf(request) }));
  registerCall(app, api.myList, ({ request, body }) => listMyBugs({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.comments, async ({ request, query }) => listBugComments({ ctx, actor: userActor(request), input: query, permissions: await bugPermissionsOf(request) }));
  registerCall(app, api.addComment, async ({ request, body }) => addBugComment({ ctx, actor: userActor(request), input: body, permissions: await bugPermissionsOf(request) }));
}
