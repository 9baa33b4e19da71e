import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { thirdPartyCalls as api, type profectUserBody } from '@wardline/contract';
import type { AppContext } from '../../context';
import { requireUser } from '../../auth/require-user';
import { tokenFromAuthorization } from '../../auth/session-token';
import { AppError } from '../../http/app-error';
import { answerWithMessage, registerCall } from '../../http/register-call';
import { requestActor, userActor } from '../../platform/request-actor';
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
import { listSignInProviders } from './list-sign-in-providers';
import { bindSignInToBrowser, signInBrowserOf } from './browser-binding';

/**
 * Third-party sign-in and binding (spec 000 §2–§4, §7): single sign-on by OpenID Connect,
 * WeChat and Alipay; binding an unbound identity to an existing or a new account; the
 * /qualification completion calls. A provider that is not configured answers 404 (40402).
 * Every call is declared in the contract (thirdPartyCalls).
 */
export const thirdPartyRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** A start: the browser gets (or keeps) its sign-in cookie, whose secret the state is bound to. */
  const start = (request: FastifyRequest, reply: FastifyReply) => ({ ctx, actor: requestActor(request), input: { browser: bindSignInToBrowser(request, reply, ctx.config) } });
  /** A later step: the sign-in cookie the request brought (null when none), beside the call's own inputs. */
  const step = <T>(request: FastifyRequest, input: T) => ({ ctx, actor: requestActor(request), input: { ...input, browser: signInBrowserOf(request) } });

  registerCall(app, api.signInProviders, ({ request }) => listSignInProviders({ ctx, actor: requestActor(request), input: undefined }));
  registerCall(app, api.ssoAuthorize, ({ request, reply }) => startSso(start(request, reply)));
  registerCall(app, api.keycloakLogin, ({ request, body }) => loginWithSso(step(request, body)));
  registerCall(app, api.wechatUrl, ({ request, reply }) => startWechatLogin(start(request, reply)));
  registerCall(app, api.wechatLoginByQuery, ({ request, query }) => loginWithWechat(step(request, query)));
  registerCall(app, api.wechatLogin, ({ request, body }) => loginWithWechat(step(request, body)));
  registerCall(app, api.alipayUrl, ({ request, reply }) => startAlipayLogin(start(request, reply)));
  registerCall(app, api.alipayNonce, ({ request, reply }) => issueAlipayNonce(start(request, reply)));
  registerCall(app, api.alipayLogin, ({ request, query }) => loginWithAlipay(step(request, query)));

  registerCall(app, api.accountBindSendCode, ({ request, body: { account, photoCode, code, idToken } }) =>
    sendAccountBindCode(step(request, { account, photoCode, captchaToken: code, idToken })),
  );
  registerCall(app, api.accountBind, ({ request, body }) => bindExistingAccount(step(request, body)));
  registerCall(app, api.bindPerfectSendCode, ({ request, body: { phone, photoCode, code } }) =>
    sendBindPerfectCode({ ctx, actor: requestActor(request), input: { phone, photoCode, captchaToken: code } }),
  );
  registerCall(app, api.bindPerfect, ({ request, body }) => createBoundAccount(step(request, body)));

  /**
   * /portal/profectuser(ali): bind and create spend this browser's bind ticket and answer
   * "account bound"; profile and company need a session (the session is the proof) and
   * answer "saved", repeating the caller's own token as the spec's answer does.
   */
  const profectUser = async (request: FastifyRequest, body: z.output<typeof profectUserBody>) => {
    if (body.mode === 'bind') return bindByEmail(step(request, body));
    if (body.mode === 'create') return createByEmail(step(request, body));
    await requireUser(request);
    const sessionToken = tokenFromAuthorization(request.headers.authorization);
    if (!sessionToken) throw new AppError('unauthorized');
    const signedIn = { ctx, actor: userActor(request) };
    const saved =
      body.mode === 'profile'
        ? await updateQualificationProfile({ ...signedIn, input: { ...body, sessionToken } })
        : await saveCompanyInfo({ ...signedIn, input: { ...body, sessionToken } });
    return answerWithMessage(saved, 'saved');
  };
  registerCall(app, api.profectUser, ({ request, body }) => profectUser(request, body));
  registerCall(app, api.profectUserAli, ({ request, body }) => profectUser(request, body));

  registerCall(app, api.phoneBindSendCode, ({ request, body }) => sendPhoneBindCode({ ctx, actor: userActor(request), input: { phone: body.telephone, photoCode: body.photoCode, captchaToken: body.code } }));
  registerCall(app, api.phoneBind, ({ request, body }) => bindPhone({ ctx, actor: userActor(request), input: { phone: body.telephone, smsCode: body.smsCode, oldCode: body.oldCode, sessionId: request.sessionId } }));
  registerCall(app, api.boundIdentities, ({ request }) => listBoundIdentities({ ctx, actor: userActor(request), input: undefined }));
};
