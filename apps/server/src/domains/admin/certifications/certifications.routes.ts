import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCertificationDecision,
  adminCertificationDetail,
  adminCertificationListQuery,
  adminCertificationSummary,
  adminIdParams,
  envelopeSchema,
  pageSchema,
  reasonBody,
} from '@wardline/contract';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/envelope';
import { staffActor } from '../../audit/staff-actor';
import { listCertificationQueue } from './list-certification-queue';
import { getCertificationDetail } from './get-certification-detail';
import { decideWithAudit } from './decide-with-audit';

/**
 * /admin/certifications: the review queue of company and supplier certifications. The
 * use cases are the certification domain's; this module adds the console's views and
 * writes the audit row inside each decision's transaction.
 */
export const adminCertificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['admin: certifications'];
  app.get(
    '/certifications',
    { schema: { tags, querystring: adminCertificationListQuery, response: { 200: envelopeSchema(pageSchema(adminCertificationSummary)) } } },
    async (request) => ok(request, await listCertificationQueue(ctx, request.query)),
  );
  app.get(
    '/certifications/:id',
    {
      schema: {
        tags,
        description: 'Every field in full for the reviewer; documents are private-file references to read with GET /findPrivateFile?ref= and the staff token.',
        params: adminIdParams,
        response: { 200: envelopeSchema(adminCertificationDetail) },
      },
    },
    async (request) => ok(request, await getCertificationDetail(ctx, staffActor(request).staffId, request.params.id)),
  );
  app.post(
    '/certifications/:id/approve',
    { schema: { tags, params: adminIdParams, response: { 200: envelopeSchema(adminCertificationDecision) } } },
    async (request) => ok(request, await decideWithAudit(ctx, staffActor(request), request.params.id, { decision: 'approve' }), 'saved'),
  );
  app.post(
    '/certifications/:id/reject',
    { schema: { tags, params: adminIdParams, body: reasonBody, response: { 200: envelopeSchema(adminCertificationDecision) } } },
    async (request) => ok(request, await decideWithAudit(ctx, staffActor(request), request.params.id, { decision: 'reject', reason: request.body.reason }), 'saved'),
  );
};
