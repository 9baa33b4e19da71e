import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema, profectUserBody, profectUserResult, thirdPartyCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { requireUser, sessionUser } from '../../auth/require-user';
import { tokenFromAuthorization } from '../../auth/session-token';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerCall } from '../../http/register-call';
import { startSso } from './start-sso';
import { loginWithSso } from './login-with-sso';
import { startWechatLogin } from './start-wechat-login';
import { loginWithWechat } from './login-with-wechat';
import { issueAlipayNonce, startAlipayLogin } from './start-alipay-login';
import { loginWithAlipay } from './login-with-alipay';
import { sendAccountBindCode } from './send-account-bind-code';
import { bindExistingAccount } from './bind-existing-account';
import { sendBindPerfectCode } from './send-bind-perfect-code';
import { createBoundAccount } from './create-bound-account';
import { bindByEmail } from './bind-by-email';
import { createByEmail } from './create-by-email';
import { updateQualificationProfile } from './update-qualification-profile';
import { saveCompanyInfo } from './save-company-info';
import { sendPhoneBindCode } from './send-phone-bind-code';
import { bindPhone } from './bind-phone';
import { listBoundIdentities } from './list-bound-identities';
import { bindSignInToBrowser, signInBrowserOf } from './browser-binding';

const client = (request: FastifyRequest) => ({
  clientIp: request.ip,
  userAgent: request.headers['user-agent'],
  locale: request.locale,
  browser: signInBrowserOf(request),
});

/**
 * Third-party sign-in and binding (spec 000 §2–§4, §7): single sign-on by OpenID Connect,
 * WeChat and Alipay; binding an unbound identity to an existing or a new account; the
 * /qualification completion calls. A provider that is not configured answers 404 (40402).
 * Declared in the contract (thirdPartyCalls) but for /portal/profectuser(ali), whose success
 * message depends on the mode.
 */
export const thirdPartyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCall(app, api.ssoAuthorize, ({ request, reply }) => startSso(ctx, bindSignInToBrowser(request, reply, ctx.config)));
  registerCall(app, api.keycloakLogin, ({ request, body }) => loginWithSso(ctx, { ...body, client: client(request) }));
  registerCall(app, api.wechatUrl, ({ request, reply }) => startWechatLogin(ctx, bindSignInToBrowser(request, reply, ctx.config)));
  registerCall(app, api.wechatLoginByQuery, ({ request, query }) => loginWithWechat(ctx, { ...query, client: client(request) }));
  registerCall(app, api.wechatLogin, ({ request, body }) => loginWithWechat(ctx, { ...body, client: client(request) }));
  registerCall(app, api.alipayUrl, ({ request, reply }) => startAlipayLogin(ctx, bindSignInToBrowser(request, reply, ctx.config)));
  registerCall(app, api.alipayNonce, ({ request, reply }) => issueAlipayNonce(ctx, bindSignInToBrowser(request, reply, ctx.config)));
  registerCall(app, api.alipayLogin, ({ request, query }) => loginWithAlipay(ctx, { ...query, client: client(request) }));

  registerCall(app, api.accountBindSendCode, async ({ request, body }) => {
    const { account, photoCode, code, idToken } = body;
    await sendAccountBindCode(ctx, { account, photoCode, captchaToken: code, idToken, browser: signInBrowserOf(request), clientIp: request.ip, locale: request.locale });
    return null;
  });
  registerCall(app, api.accountBind, ({ request, body }) => bindExistingAccount(ctx, { ...body, client: client(request) }));
  registerCall(app, api.bindPerfectSendCode, async ({ request, body }) => {
    const { phone, photoCode, code } = body;
    await sendBindPerfectCode(ctx, { phone, photoCode, captchaToken: code, clientIp: request.ip, locale: request.locale });
    return null;
  });
  registerCall(app, api.bindPerfect, ({ request, body }) => createBoundAccount(ctx, { body, client: client(request) }));

  const tags = ['third-party'];
  const profectUser = async (request: FastifyRequest, body: z.output<typeof profectUserBody>) => {
    if (body.mode === 'bind') return ok(request, await bindByEmail(ctx, { ...body, client: client(request) }), 'accountBound');
    if (body.mode === 'create') return ok(request, await createByEmail(ctx, body, client(request)), 'accountBound');
    // The signed-in modes: the session is the proof.
    await requireUser(request);
    const token = tokenFromAuthorization(request.headers.authorization);
    if (!token) throw new AppError('unauthorized');
    const userId = sessionUser(request).id;
    if (body.mode === 'profile') return ok(request, await updateQualificationProfile(ctx, userId, token, body), 'saved');
    return ok(request, await saveCompanyInfo(ctx, userId, token, body), 'saved');
  };
  const profectSchema = (description: string) => ({ schema: { tags, description, body: profectUserBody, response: { 200: envelopeSchema(profectUserResult) } } });
  app.post('/portal/profectuser', profectSchema('The /qualification completion screens (WeChat and SSO): mode bind | create (bind ticket) or profile | company (session).'), async (request) =>
    profectUser(request, request.body),
  );
  app.post('/portal/profectuserali', profectSchema('The same completion for an Alipay sign-in (same payload and answer).'), async (request) => profectUser(request, request.body));

  registerCall(app, api.phoneBindSendCode, async ({ request, body }) => {
    await sendPhoneBindCode(ctx, { userId: sessionUser(request).id, phone: body.telephone, clientIp: request.ip, locale: request.locale });
    return null;
  });
  registerCall(app, api.phoneBind, ({ request, body }) => bindPhone(ctx, { userId: sessionUser(request).id, phone: body.telephone, smsCode: body.smsCode, sessionId: request.sessionId }));
  registerCall(app, api.boundIdentities, ({ request }) => listBoundIdentities(ctx.db, sessionUser(request).id));
};
