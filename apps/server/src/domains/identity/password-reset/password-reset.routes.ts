import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordBody, envelopeSchema, resetCheckCodeBody, resetPasswordBody } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/envelope';
import { issueResetCheckCode } from './issue-reset-check-code';
import { resetPassword } from './reset-password';

/**
 * Password reset (spec 000 §2, §4): the code is sent by POST /portal/sendSms (codes
 * routes); these check it and set the new password. Success signs the user out everywhere.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['identity'];

  app.post(
    '/portal/resetPasswordCheckSmsCode',
    { schema: { tags, description: 'ret is the check code for the next step (15 minutes, single use).', body: resetCheckCodeBody, response: { 200: envelopeSchema(z.string()) } } },
    async (request) => ok(request, await issueResetCheckCode(ctx, request.body), 'codeChecked'),
  );

  app.post(
    '/user/resetPassword',
    { schema: { tags, description: 'newPassword and rePassword are RSA-OAEP encrypted. Revokes every session.', body: resetPasswordBody, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await resetPassword(ctx, request.body);
      return ok(request, null, 'passwordReset');
    },
  );

  app.post(
    '/changepassword',
    { schema: { tags, description: 'As /user/resetPassword, the check code alone naming the account.', body: changePasswordBody, response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await resetPassword(ctx, request.body);
      return ok(request, null, 'passwordReset');
    },
  );
};
