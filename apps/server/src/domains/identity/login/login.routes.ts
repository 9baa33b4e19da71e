import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailLoginBody, envelopeSchema, errorCatalog, loginResult, phoneLoginBody, totpChallengeResult, type SuccessKey } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { ok } from '../../../http/envelope';
import { loginWithPhone } from './login-with-phone';
import { loginWithEmail } from './login-with-email';
import { LoginLockedError } from './login-throttle';

/**
 * The lockout answer names when to retry, which the catalogue's fixed text cannot:
 * errmsg with the minutes filled in, `ret.retryAfterSeconds`, and a Retry-After header.
 */
async function answeringLockout<T extends object>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>) {
  try {
    const result = await run();
    const message: SuccessKey = 'totpRequired' in result ? 'totpRequired' : 'signedIn';
    return ok(request, result, message);
  } catch (err) {
    if (!(err instanceof LoginLockedError)) throw err;
    const def = errorCatalog.accountLocked;
    const minutes = String(Math.max(1, Math.ceil(err.retryAfterSeconds / 60)));
    request.log.info({ errcode: def.errcode }, 'sign-in refused: too many failures');
    return reply
      .status(def.status)
      .header('retry-after', String(err.retryAfterSeconds))
      .send({ errcode: def.errcode, errmsg: def[request.locale].replace('{minutes}', minutes), ret: { retryAfterSeconds: err.retryAfterSeconds } });
  }
}

/** Phone (SMS code) and mail (email, encrypted password, captcha) sign-in: the two tabs of the login dialog. */
export const loginRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['identity'];
  // The 429 lockout answer has its own ret, so only the success shape is declared strictly.
  // A staff account with two-step sign-in on answers a challenge instead (auth/totp).
  const response = { 200: envelopeSchema(z.union([loginResult, totpChallengeResult])) };

  app.post('/phone/login', { schema: { tags, body: phoneLoginBody, response } }, async (request, reply) =>
    answeringLockout(request, reply, () =>
      loginWithPhone(ctx, { ...request.body, client: { clientIp: request.ip, userAgent: request.headers['user-agent'] } }),
    ),
  );

  app.post(
    '/portal/login',
    { schema: { tags, description: 'password is RSA-OAEP encrypted; checkcode is the captcha answer and code its token.', body: emailLoginBody, response } },
    async (request, reply) =>
      answeringLockout(request, reply, () =>
        loginWithEmail(ctx, {
          email: request.body.email,
          password: request.body.password,
          checkcode: request.body.checkcode,
          captchaToken: request.body.code,
          client: { clientIp: request.ip, userAgent: request.headers['user-agent'] },
        }),
      ),
  );
};
