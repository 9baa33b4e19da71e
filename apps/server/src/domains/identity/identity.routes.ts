import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@wardline/contract';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { captchaRoutes } from './captcha/captcha.routes';
import { codesRoutes } from './codes/codes.routes';
import { registrationRoutes } from './registration/registration.routes';
import { loginRoutes } from './login/login.routes';
import { sessionRoutes } from './session/session.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';

/** Getting a person in (spec 000 §2–§8): captcha, codes, registration, sign-in, sessions, password reset. */
export const identityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/portal/publicKey',
    {
      schema: {
        tags: ['identity'],
        description: 'SPKI PEM of the RSA key to encrypt password fields with (RSA-OAEP, SHA-256, base64 ciphertext).',
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => ok(request, ctx.transportKey.publicKeyPem),
  );

  await app.register(captchaRoutes, { ctx });
  await app.register(codesRoutes, { ctx });
  await app.register(registrationRoutes, { ctx });
  await app.register(loginRoutes, { ctx });
  await app.register(sessionRoutes, { ctx });
  await app.register(passwordResetRoutes, { ctx });
};
