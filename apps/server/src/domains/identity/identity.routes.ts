import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { identityCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { answerWithMessage, registerCall } from '../../http/register-call';
import { requestActor, userActor } from '../../platform/request-actor';
import { completeTotpSignIn } from '../../auth/totp/totp-sign-in';
import type { Caller } from './caller';
import { issueCaptcha } from './captcha/issue-captcha';
import { sendRegisterCode } from './codes/send-register-code';
import { sendLoginCode } from './codes/send-login-code';
import { sendResetCode } from './codes/send-reset-code';
import { sendEmailBindCode } from './codes/send-email-bind-code';
import { verifyRegistrationPhone } from './registration/verify-registration-phone';
import { completeRegistration } from './registration/complete-registration';
import { confirmIdentity } from './registration/confirm-identity';
import { loginWithPhone } from './login/login-with-phone';
import { loginWithEmail } from './login/login-with-email';
import type { SignInOutcome } from './login/finish-sign-in';
import { deviceOf, setDeviceCookie } from './devices/device-cookie';
import { signOut } from './session/sign-out';
import { getUserStatus } from './session/get-user-status';
import { acknowledgeFirstLogin } from './session/acknowledge-first-login';
import { endAccountSession, endOtherAccountSessions, listAccountSessions } from './session/account-sessions';
import { issueResetCheckCode } from './password-reset/issue-reset-check-code';
import { resetPassword } from './password-reset/reset-password';

const caller = (request: FastifyRequest) => requestActor(request) as Caller;

/**
 * Getting a person in (spec 000 §2–§8), every call declared once in the contract
 * (`identityCalls`): transport key, captcha, codes, registration, sign-in, the session,
 * password reset and the account centre's sessions. Handlers only hand the validated
 * inputs to one use case each.
 */
export const identityRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** A sign-in that opened a session makes this browser a known device of the account (its signed cookie). */
  const answerSignIn = async <A extends object>(reply: FastifyReply, outcome: SignInOutcome<A>) => {
    if (outcome.device) await setDeviceCookie(ctx, reply, outcome.device);
    const { answer } = outcome;
    if ('totpRequired' in answer) return answerWithMessage(answer, 'totpRequired');
    if ('idToken' in answer) return answerWithMessage(answer, 'continueRegistration');
    return answer;
  };

  registerCall(app, api.publicKey, async () => ctx.transportKey.publicKeyPem);
  registerCall(app, api.imageCode, async ({ request, reply }) => {
    // A captcha must never be served from a cache: each one is a fresh secret.
    reply.header('cache-control', 'no-store');
    return issueCaptcha({ ctx, actor: caller(request), input: undefined });
  });

  registerCall(app, api.registerSendSms, async ({ request, body }) => {
    await sendRegisterCode({ ctx, actor: caller(request), input: { phone: body.phone, photoCode: body.photoCode, captchaToken: body.code } });
    return null;
  });
  registerCall(app, api.phoneRegister, async ({ request, body }) => ({ idToken: await verifyRegistrationPhone({ ctx, actor: caller(request), input: body }) }));
  registerCall(app, api.phoneRegisterPerfect, ({ request, body }) => completeRegistration({ ctx, actor: caller(request), input: body }));
  registerCall(app, api.identityConfirm, ({ request, body }) => confirmIdentity({ ctx, actor: userActor(request), input: body }));

  registerCall(app, api.loginSendSms, async ({ request, body }) => {
    await sendLoginCode({ ctx, actor: caller(request), input: { phone: body.telephone, photoCode: body.photoCode, captchaToken: body.code } });
    return null;
  });
  registerCall(app, api.phoneLogin, async ({ request, reply, body }) => {
    const captcha = body.photoCode && body.code ? { answer: body.photoCode, token: body.code } : null;
    const outcome = await loginWithPhone({ ctx, actor: caller(request), input: { phone: body.phone, msgCode: body.msgCode, captcha, device: await deviceOf(ctx, request) } });
    return answerSignIn(reply, outcome);
  });
  registerCall(app, api.mailLogin, async ({ request, reply, body }) => {
    const input = { email: body.email, password: body.password, checkcode: body.checkcode, captchaToken: body.code, device: await deviceOf(ctx, request) };
    return answerSignIn(reply, await loginWithEmail({ ctx, actor: caller(request), input }));
  });
  registerCall(app, api.totpLogin, async ({ request, reply, body }) => {
    const outcome = await completeTotpSignIn({ ctx, actor: caller(request), input: { ...body, device: await deviceOf(ctx, request) } });
    await setDeviceCookie(ctx, reply, outcome.device);
    return outcome.answer;
  });

  registerCall(app, api.signOut, ({ request }) => signOut({ ctx, actor: requestActor(request), input: { sessionId: request.sessionId } }));
  registerCall(app, api.userStatus, ({ request }) => getUserStatus({ db: ctx.db, actor: userActor(request) }));
  registerCall(app, api.firstLogin, ({ request }) => acknowledgeFirstLogin({ ctx, actor: userActor(request), input: undefined }));

  registerCall(app, api.resetSendCode, async ({ request, body }) => {
    await sendResetCode({ ctx, actor: caller(request), input: { account: body.account, photoCode: body.photoCode, captchaToken: body.code } });
    return null;
  });
  registerCall(app, api.resetCheckCode, ({ request, body }) => issueResetCheckCode({ ctx, actor: caller(request), input: body }));
  registerCall(app, api.resetPassword, async ({ request, body }) => {
    await resetPassword({ ctx, actor: caller(request), input: body });
    return null;
  });
  registerCall(app, api.changePassword, async ({ request, body }) => {
    await resetPassword({ ctx, actor: caller(request), input: body });
    return null;
  });
  registerCall(app, api.sendEmailCode, async ({ request, body }) => {
    await sendEmailBindCode({ ctx, actor: userActor(request), input: { email: body.email } });
    return null;
  });
  registerCall(app, api.emailCode, async ({ request, query }) => {
    await sendEmailBindCode({ ctx, actor: caller(request), input: { email: query.email, captcha: { token: query.code, answer: query.photoCode } } });
    return null;
  });

  registerCall(app, api.sessions, ({ request }) => listAccountSessions({ ctx, actor: userActor(request), input: { sessionId: request.sessionId } }));
  registerCall(app, api.endSession, ({ request, params }) => endAccountSession({ ctx, actor: userActor(request), input: { handle: params.id } }));
  registerCall(app, api.endOtherSessions, ({ request }) => endOtherAccountSessions({ ctx, actor: userActor(request), input: { sessionId: request.sessionId } }));

};
