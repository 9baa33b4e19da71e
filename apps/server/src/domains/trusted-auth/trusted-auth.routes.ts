import type { FastifyInstance } from 'fastify';
import { adminTrustedAuthCalls as admin, trustedAuthCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { userActor } from '../../platform/request-actor';
import { staffActor } from '../audit/staff-actor';
import { getBankInfo } from './get-bank-info';
import { saveMaterials } from './save-materials';
import { getSignInfo } from './get-sign-info';
import { signPledge } from './sign-pledge';
import { decideTrustedAuth } from './decide-trusted-auth';
import { getTrustedAuthForReview, listTrustedAuthForReview } from './admin-trusted-auth-queue';
import { checkPayAuth, getPayAuthCodeStatus, getPayAuthRedirectUrl, getPayAuthStatus, getPayAuthToken } from './pay-auth/pay-auth-use-cases';

/** Trusted authentication and payment authentication (trustedAuthCalls, spec 001 §7 /hackCred/*, /hy/*). */
export async function trustedAuthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.bankInfo, ({ request }) => getBankInfo({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.save, ({ request, body }) => saveMaterials({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.signInfo, ({ request }) => getSignInfo({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.privateFileSign, ({ request, body }) => signPledge({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.zlbRedirectUrl, ({ request }) => getPayAuthRedirectUrl({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.checkPayAuth, ({ request }) => checkPayAuth({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.hyToken, ({ request }) => getPayAuthToken({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.hyTokenStatus, ({ request, body }) => getPayAuthCodeStatus({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.hyStatus, ({ request }) => getPayAuthStatus({ ctx, actor: userActor(request), input: undefined }));
}

/** /admin/trusted-auth (adminTrustedAuthCalls): the review queue and decisions, by public id, behind certification review. */
export async function adminTrustedAuthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, admin.list, ({ request, query }) => listTrustedAuthForReview({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, admin.detail, ({ request, params }) => getTrustedAuthForReview({ ctx, actor: staffActor(request), input: params }));
  registerCall(app, admin.approve, ({ request, params }) => decideTrustedAuth({ ctx, actor: staffActor(request), input: params }, { state: 'approved' }));
  registerCall(app, admin.reject, ({ request, params, body }) => decideTrustedAuth({ ctx, actor: staffActor(request), input: params }, { state: 'rejected', reason: body.reason }));
}
