import type { FastifyInstance } from 'fastify';
import { bugsCalls as api } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { registerCall } from '../../../http/register-call';
import { sendDocument } from '../../../http/send-document';
import { userActor } from '../../../platform/request-actor';
import { exportBugReport, XLSX_CONTENT_TYPE } from './export-bug-report';

/** GET /loadfile: a project's reports as an xlsx document, for its company. */
export async function bugExportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.exportReport, async ({ request, reply, query }) => sendDocument(reply, await exportBugReport({ ctx, actor: userActor(request), input: query }), XLSX_CONTENT_TYPE));
}
