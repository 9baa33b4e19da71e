import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailCodeQuery, envelopeSchema, loginSendSmsBody, registerSendSmsBody, resetSendCodeBody, sendEmailCodeBody } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { requireUser } from '../../../auth/require-user';
import { ok } from '../../../http/envelope';
import { sendRegisterCode } from './send-register-code';
import { sendLoginCode } from './send-login-code';
import { sendResetCode } from './send-reset-code';
import { sendEmailBindCode } from './send-email-bind-code';

/**
 * The verification-code sends of spec 000 §7. Each answers `ret: null` with the
 * "code sent" message; limits (60 s per target, daily caps) come from sendVerificationCode.
 */
export const codesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['identity'];
  const sent = { 200: envelopeSchema(z.null()) };

  app.post(
    '/phoneRegister/sendSms',
    { schema: { tags, description: 'Registration SMS code; captcha required; refuses a registered phone.', body: registerSendSmsBody, response: sent } },
    async (request) => {
      const { phone, photoCode, code } = request.body;
      await sendRegisterCode(ctx, { phone, photoCode, captchaToken: code, clientIp: request.ip, locale: request.locale });
      return ok(request, null, 'codeSent');
    },
  );

  app.post(
    '/phone/login/sendSms',
    { schema: { tags, description: 'Sign-in SMS code. Same answer for unknown phones (no account enumeration).', body: loginSendSmsBody, response: sent } },
    async (request) => {
      await sendLoginCode(ctx, { phone: request.body.telephone, clientIp: request.ip, locale: request.locale });
      return ok(request, null, 'codeSent');
    },
  );

  app.post(
    '/portal/sendSms',
    { schema: { tags, description: 'Password reset code to a phone (SMS) or email; captcha required.', body: resetSendCodeBody, response: sent } },
    async (request) => {
      const { account, photoCode, code } = request.body;
      await sendResetCode(ctx, { account, photoCode, captchaToken: code, clientIp: request.ip, locale: request.locale });
      return ok(request, null, 'codeSent');
    },
  );

  app.post(
    '/portal/sendEmailCode',
    { onRequest: requireUser, schema: { tags, description: 'Email binding code for the signed-in user.', body: sendEmailCodeBody, response: sent } },
    async (request) => {
      await sendEmailBindCode(ctx, { email: request.body.email, clientIp: request.ip, locale: request.locale });
      return ok(request, null, 'codeSent');
    },
  );

  app.get(
    '/portal/emailcode',
    { schema: { tags, description: 'Email binding code on the third-party completion screens; captcha required.', querystring: emailCodeQuery, response: sent } },
    async (request) => {
      const { email, photoCode, code } = request.query;
      await sendEmailBindCode(ctx, { email, clientIp: request.ip, locale: request.locale, captcha: { token: code, answer: photoCode } });
      return ok(request, null, 'codeSent');
    },
  );
};
