import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountBindBody,
  accountBindPerfectBody,
  accountBindPerfectSendBody,
  accountBindSendBody,
  alipayLoginQuery,
  alipayNonceResult,
  boundIdentitiesResult,
  envelopeSchema,
  keycloakLoginBody,
  loginResult,
  phoneBindCheckBody,
  phoneBindSendBody,
  profectUserBody,
  profectUserResult,
  registrationResult,
  thirdPartyLoginResult,
  wechatLoginBody,
} from '@wardline/contract';
import type { AppContext } from '../../context';
import { requireUser, sessionUser } from '../../auth/require-user';
import { tokenFromAuthorization } from '../../auth/session-token';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
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
 */
export const thirdPartyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['third-party'];
  const url = { 200: envelopeSchema(z.string()) };
  const login = { 200: envelopeSchema(thirdPartyLoginResult) };
  const sent = { 200: envelopeSchema(z.null()) };
  const security = [{ session: [] }];

  app.get('/sso/authorize', { schema: { tags, description: 'OIDC authorization address (code flow, PKCE S256, state and nonce kept server-side for 10 minutes).', response: url } }, async (request, reply) =>
    ok(request, await startSso(ctx, bindSignInToBrowser(request, reply, ctx.config))),
  );
  app.post(
    '/keycloakLogin',
    {
      schema: {
        tags,
        description:
          'Ends single sign-on: { code, state, iss? } from the /xiamlogin address. `keycloakToken` (the spec\'s name) is accepted as an alias of `code`. Answers a session (status bound) or a bind ticket in idToken (status unbound).',
        body: keycloakLoginBody,
        response: login,
      },
    },
    async (request) => ok(request, await loginWithSso(ctx, { ...request.body, client: client(request) }), 'signedIn'),
  );

  app.get('/wechat/getwechaturl', { schema: { tags, description: "WeChat's QR login address (qrconnect, scope snsapi_login) with a single-use state.", response: url } }, async (request, reply) =>
    ok(request, await startWechatLogin(ctx, bindSignInToBrowser(request, reply, ctx.config))),
  );
  const wechatLogin = async (request: FastifyRequest, values: z.output<typeof wechatLoginBody>) =>
    ok(request, await loginWithWechat(ctx, { ...values, client: client(request) }), 'signedIn');
  app.get('/wechat/wechatlogin', { schema: { tags, description: 'Ends WeChat sign-in with ?code&state.', querystring: wechatLoginBody, response: login } }, async (request) =>
    wechatLogin(request, request.query),
  );
  app.post('/wechat/wechatlogin', { schema: { tags, description: 'Ends WeChat sign-in with { code, state }.', body: wechatLoginBody, response: login } }, async (request) =>
    wechatLogin(request, request.body),
  );

  app.get('/getredirecturl', { schema: { tags, description: "Alipay's web authorisation address (publicAppAuthorize, scope auth_user) with a single-use state.", response: url } }, async (request, reply) =>
    ok(request, await startAlipayLogin(ctx, bindSignInToBrowser(request, reply, ctx.config))),
  );
  app.get('/alipay/alipaynoun', { schema: { tags, description: 'A single-use state (nonce) for the Alipay authorisation, for clients that build the address themselves.', response: { 200: envelopeSchema(alipayNonceResult) } } }, async (request, reply) =>
    ok(request, await issueAlipayNonce(ctx, bindSignInToBrowser(request, reply, ctx.config))),
  );
  app.get('/alipay/alipaylogin', { schema: { tags, description: 'Ends Alipay sign-in with ?authCode (the auth_code Alipay returned)&state.', querystring: alipayLoginQuery, response: login } }, async (request) =>
    ok(request, await loginWithAlipay(ctx, { ...request.query, client: client(request) }), 'signedIn'),
  );

  app.post('/user/accountBind/sendSms', { schema: { tags, description: 'Code to the phone or email of the account to bind (bind ticket and captcha required).', body: accountBindSendBody, response: sent } }, async (request) => {
    const { account, photoCode, code, idToken } = request.body;
    await sendAccountBindCode(ctx, { account, photoCode, captchaToken: code, idToken, browser: signInBrowserOf(request), clientIp: request.ip, locale: request.locale });
    return ok(request, null, 'codeSent');
  });
  app.post('/user/accountBind', { schema: { tags, description: 'Binds the ticket\'s identity to the account proven by the code and signs in.', body: accountBindBody, response: { 200: envelopeSchema(loginResult) } } }, async (request) =>
    ok(request, await bindExistingAccount(ctx, { ...request.body, client: client(request) }), 'accountBound'),
  );
  app.post('/user/accountBindPerfect/sendSms', { schema: { tags, description: 'Code to the phone of the account to create (captcha required).', body: accountBindPerfectSendBody, response: sent } }, async (request) => {
    const { phone, photoCode, code } = request.body;
    await sendBindPerfectCode(ctx, { phone, photoCode, captchaToken: code, clientIp: request.ip, locale: request.locale });
    return ok(request, null, 'codeSent');
  });
  app.post(
    '/user/accountBindPerfect',
    { schema: { tags, description: 'Creates an account for the ticket\'s identity (password RSA-OAEP encrypted), binds it and signs in; next: choose identity.', body: accountBindPerfectBody, response: { 200: envelopeSchema(registrationResult) } } },
    async (request) => ok(request, await createBoundAccount(ctx, { body: request.body, client: client(request) }), 'accountBound'),
  );

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

  app.post('/phone/sendSms', { onRequest: requireUser, schema: { tags, security, description: 'Code to a phone the signed-in user adds (/qualification/tel).', body: phoneBindSendBody, response: sent } }, async (request) => {
    await sendPhoneBindCode(ctx, { userId: sessionUser(request).id, phone: request.body.telephone, clientIp: request.ip, locale: request.locale });
    return ok(request, null, 'codeSent');
  });
  app.post(
    '/portal/checkSmsCode',
    { onRequest: requireUser, schema: { tags, security, description: 'The code proves the phone, which joins the signed-in account.', body: phoneBindCheckBody, response: { 200: envelopeSchema(z.object({ phone: z.string() })) } } },
    async (request) => ok(request, await bindPhone(ctx, { userId: sessionUser(request).id, phone: request.body.telephone, smsCode: request.body.smsCode }), 'phoneBound'),
  );
  app.get('/binduser', { onRequest: requireUser, schema: { tags, security, description: 'Third-party sign-ins bound to the signed-in account.', response: { 200: envelopeSchema(boundIdentitiesResult) } } }, async (request) =>
    ok(request, await listBoundIdentities(ctx.db, sessionUser(request).id)),
  );
};
