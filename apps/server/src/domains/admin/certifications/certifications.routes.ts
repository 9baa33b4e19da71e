import type { FastifyPluginAsync } from 'fastify';
import { adminCertificationsCalls as api } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { registerCall } from '../../../http/register-call';
import { staffActor } from '../../audit/staff-actor';
import { revealCertificationNumbers, revokeCertification } from '../../certification';
import { listCertificationQueue } from './list-certification-queue';
import { getCertificationDetail } from './get-certification-detail';
import { decideWithAudit } from './decide-with-audit';

/**
 * /admin/certifications (adminCertificationsCalls): the review queue of company and supplier
 * certifications, by public id. The use cases are the certification domain's; this module
 * adds the console's views and writes the audit row inside each decision's transaction.
 * Full ID and bank numbers only through …/reveal (audited).
 */
export const adminCertificationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCall(app, api.list, ({ query }) => listCertificationQueue(ctx, query));
  registerCall(app, api.detail, ({ params }) => getCertificationDetail(ctx, params.id));
  registerCall(app, api.approve, ({ request, params }) => decideWithAudit(ctx, staffActor(request), params.id, { decision: 'approve' }));
  registerCall(app, api.reject, ({ request, params, body }) => decideWithAudit(ctx, staffActor(request), params.id, { decision: 'reject', reason: body.reason }));
  registerCall(app, api.revoke, ({ request, params, body }) => revokeCertification({ ctx, actor: staffActor(request), input: { publicId: params.id, reason: body.reason } }));
  registerCall(app, api.reveal, ({ request, params }) => revealCertificationNumbers({ ctx, actor: staffActor(request), input: { publicId: params.id } }));
};
