import type { FastifyInstance } from 'fastify';
import { certificationCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { userActor } from '../../platform/request-actor';
import { submitHackerCertification } from './submit-hacker-certification';
import { submitCompanyCertification } from './submit-company-certification';
import { submitSupplierCertification } from './submit-supplier-certification';
import { getCompanyCertification, getHackerCertification, getSupplierCertification } from './get-own-certification';
import { getCompanyType } from './get-company-type';

/**
 * Certification by the user (spec 000 §3, §5, §7; 002 §3.6, §5.6, §7), declared in the
 * contract (certificationCalls). Staff decide through the console (admin/certifications).
 */
export async function certificationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  for (const call of [api.hackerSubmit, api.realnameCertification]) {
    registerCall(app, call, ({ request, body }) => submitHackerCertification({ ctx, actor: userActor(request), input: body }));
  }
  registerCall(app, api.hackerDetail, ({ request }) => getHackerCertification({ ctx, actor: userActor(request), input: undefined }));
  for (const call of [api.companySubmit, api.companyAuthentication]) {
    registerCall(app, call, ({ request, body }) => submitCompanyCertification({ ctx, actor: userActor(request), input: { body, mode: 'submit' } }));
  }
  registerCall(app, api.companyUpdate, ({ request, body }) => submitCompanyCertification({ ctx, actor: userActor(request), input: { body, mode: 'update' } }));
  for (const call of [api.companyDetail, api.companyInfo]) {
    registerCall(app, call, ({ request }) => getCompanyCertification({ ctx, actor: userActor(request), input: undefined }));
  }
  registerCall(app, api.supplierSubmit, ({ request, body }) => submitSupplierCertification({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.supplierInfo, ({ request }) => getSupplierCertification({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.companyType, ({ request }) => getCompanyType({ ctx, actor: userActor(request), input: undefined }));
}
