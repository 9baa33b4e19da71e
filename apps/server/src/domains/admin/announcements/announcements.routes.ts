import type { FastifyInstance } from 'fastify';
import { adminAnnouncementsCalls as api } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { registerCall } from '../../../http/register-call';
import { staffActor } from '../../audit/staff-actor';
import { listStaffAnnouncements } from './list-staff-announcements';
import { previewAnnouncement } from './preview-announcement';
import { getStaffAnnouncement } from './get-staff-announcement';
import { createAnnouncement } from './create-announcement';
import { updateAnnouncement } from './update-announcement';
import { deleteAnnouncement } from './delete-announcement';

/** /admin/announcements (adminAnnouncementsCalls): the editor's CRUD by public id, and the preview of what saving would store. */
export async function adminAnnouncementRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.list, ({ request, query }) => listStaffAnnouncements({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.preview, ({ request, body }) => previewAnnouncement({ ctx, actor: staffActor(request), input: body }));
  registerCall(app, api.detail, ({ request, params }) => getStaffAnnouncement({ ctx, actor: staffActor(request), input: params }));
  registerCall(app, api.create, ({ request, body }) => createAnnouncement({ ctx, actor: staffActor(request), input: body }));
  registerCall(app, api.update, ({ request, params, body }) => updateAnnouncement({ ctx, actor: staffActor(request), input: { id: params.id, announcement: body } }));
  registerCall(app, api.remove, ({ request, params }) => deleteAnnouncement({ ctx, actor: staffActor(request), input: params }));
}
