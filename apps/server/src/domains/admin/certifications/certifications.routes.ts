import type { FastifyInstance } from 'fastify';
import { adminCertificationsCalls as api, type AdminCertificationDecision } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { registerCall } from '../../../http/register-call';
import { staffActor } from '../../audit/staff-actor';
import {
  approveCertification,
  getCertificationForReview,
  listPendingCertifications,
  rejectCertification,
  revealCertificationNumbers,
  revokeCertification,
  type CertificationDecision,
} from '../../certification';

/**
 * /admin/certifications (adminCertificationsCalls): the review queue and history of
 * certifications by public id, onto the certification domain's use cases (which check the
 * staff policy and audit each decision in its own transaction). Full ID and bank numbers
 * only through …/reveal (audited).
 */
export async function adminCertificationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.list, ({ request, query }) => listPendingCertifications({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.detail, ({ request, params }) => getCertificationForReview({ ctx, actor: staffActor(request), input: params }));
  registerCall(app, api.approve, async ({ request, params }) => decision(await approveCertification({ ctx, actor: staffActor(request), input: params })));
  registerCall(app, api.reject, async ({ request, params, body }) => decision(await rejectCertification({ ctx, actor: staffActor(request), input: { id: params.id, reason: body.reason } })));
  registerCall(app, api.revoke, ({ request, params, body }) => revokeCertification({ ctx, actor: staffActor(request), input: { id: params.id, reason: body.reason } }));
  registerCall(app, api.reveal, ({ request, params }) => revealCertificationNumbers({ ctx, actor: staffActor(request), input: params }));
}

/** The answer of a decision: where the submission and its account now stand (not the audit snapshots). */
function decision({ id, state, userStatus }: CertificationDecision): AdminCertificationDecision {
  return { id, state, userStatus };
}
