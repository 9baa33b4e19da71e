import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  certificationSubmitResult,
  companyCertificationBody,
  companyCertificationDetail,
  companyTypeResult,
  envelopeSchema,
  hackerCertificationBody,
  hackerCertificationDetail,
  supplierCertificationBody,
  supplierCertificationDetail,
} from '@wardline/contract';
import type { AppContext } from '../../context';
import { requireUser, sessionUser } from '../../auth/require-user';
import { ok } from '../../http/envelope';
import { submitHackerCertification } from './submit-hacker-certification';
import { submitCompanyCertification } from './submit-company-certification';
import { submitSupplierCertification } from './submit-supplier-certification';
import { getCompanyCertification, getHackerCertification, getSupplierCertification } from './get-own-certification';
import { getCompanyType } from './get-company-type';

/**
 * Certification by the user (spec 000 §3, §5, §7; 002 §3.6, §5.6, §7). Staff decide
 * through the use cases exported from index.ts, mounted by the staff console.
 */
export const certificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['certification'];
  const security = [{ session: [] }];
  const submitted = { 200: envelopeSchema(certificationSubmitResult) };

  const hackerRoute = {
    onRequest: requireUser,
    schema: {
      tags,
      security,
      description: 'Hacker real-name certification; approved at once (no staff review). ID and bank numbers are stored encrypted.',
      body: hackerCertificationBody,
      response: submitted,
    },
  };
  for (const url of ['/user/hackerAuthentication', '/user/realnameCertification']) {
    app.post(url, hackerRoute, async (request) => ok(request, await submitHackerCertification({ ctx, user: sessionUser(request), body: request.body }), 'realNameCertified'));
  }

  app.get(
    '/user/hackerAuthentication/detail',
    { onRequest: requireUser, schema: { tags, security, description: "The hacker's real-name record, numbers masked; null before certification.", response: { 200: envelopeSchema(hackerCertificationDetail) } } },
    async (request) => ok(request, await getHackerCertification({ ctx, user: sessionUser(request) })),
  );

  const companySubmit = {
    onRequest: requireUser,
    schema: { tags, security, description: 'Company certification from unauthorized: waits for staff review (companyFileUploaded).', body: companyCertificationBody, response: submitted },
  };
  for (const url of ['/user/companyAuthentication', '/company/authentication/submit']) {
    app.post(url, companySubmit, async (request) =>
      ok(request, await submitCompanyCertification({ ctx, user: sessionUser(request), body: request.body, mode: 'submit' }), 'certificationSubmitted'),
    );
  }
  app.post(
    '/company/authentication/update',
    {
      onRequest: requireUser,
      schema: { tags, security, description: 'Update mode: from certification, or after a rejection; goes back to staff review.', body: companyCertificationBody, response: submitted },
    },
    async (request) => ok(request, await submitCompanyCertification({ ctx, user: sessionUser(request), body: request.body, mode: 'update' }), 'certificationSubmitted'),
  );

  const companyDetail = {
    onRequest: requireUser,
    schema: { tags, security, description: "The company's latest submission (prefill), its review state and rejection reason; null if none.", response: { 200: envelopeSchema(companyCertificationDetail) } },
  };
  for (const url of ['/company/authentication/detail', '/getCompanyInfo']) {
    app.get(url, companyDetail, async (request) => ok(request, await getCompanyCertification({ ctx, user: sessionUser(request) })));
  }

  app.post(
    '/user/supplierAuthentication',
    {
      onRequest: requireUser,
      schema: { tags, security, description: 'Supplier certification (first or update): waits for staff review (checkCertification).', body: supplierCertificationBody, response: submitted },
    },
    async (request) => ok(request, await submitSupplierCertification({ ctx, user: sessionUser(request), body: request.body }), 'certificationSubmitted'),
  );

  app.post(
    '/user/supplierAuthentication/info',
    { onRequest: requireUser, schema: { tags, security, description: "The supplier's latest submission (prefill); null if none.", response: { 200: envelopeSchema(supplierCertificationDetail) } } },
    async (request) => ok(request, await getSupplierCertification({ ctx, user: sessionUser(request) })),
  );

  app.get(
    '/company/type',
    { onRequest: requireUser, schema: { tags, security, description: 'ret.companyType: 0 is a standard company (20% service fee on the pool).', response: { 200: envelopeSchema(companyTypeResult) } } },
    async (request) => ok(request, { companyType: await getCompanyType(ctx.db, sessionUser(request).id) }),
  );
};
