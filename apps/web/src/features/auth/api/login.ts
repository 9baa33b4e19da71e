import { useMutation } from '@tanstack/react-query';
import { identityApi, type CallInput, type LoginResult, type RegistrationContinuation, type TotpChallengeResult } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** The answer of every sign-in call (spec 000 §3 "Login response"). */
export type { LoginResult, TotpChallengeResult, RegistrationContinuation };

/**
 * What the first step (phone or mail) answers: the session; for a staff account with
 * two-step sign-in on, a challenge for POST /portal/login/totp; for a phone whose
 * registration was never finished, the complete-info ticket.
 */
export type LoginAnswer = LoginResult | TotpChallengeResult | RegistrationContinuation;

/** Whether the first step asks for the authenticator code instead of opening the session. */
export function isTotpChallenge(ret: LoginAnswer): ret is TotpChallengeResult {
  return 'totpRequired' in ret && ret.totpRequired === true;
}

/** Whether the phone sign-in found an unfinished registration (spec 000 §4: imperfect → complete info). */
export function isRegistrationContinuation(ret: LoginAnswer): ret is RegistrationContinuation {
  return 'idToken' in ret && ret.userStatus === 'imperfect';
}

export type LoginSendSmsBody = CallInput<typeof identityApi.loginSendSms>['body'];
export type PhoneLoginBody = CallInput<typeof identityApi.phoneLogin>['body'];
/** `password` is already encrypted; `checkcode` is the captcha answer, `code` its token. */
export type MailLoginBody = CallInput<typeof identityApi.mailLogin>['body'];
export type TotpLoginBody = CallInput<typeof identityApi.totpLogin>['body'];

/** The sign-in SMS sits behind the captcha (the number may not be the caller's). */
export function useSendLoginSms() {
  return useMutation({ mutationFn: (body: LoginSendSmsBody) => callApi(identityApi.loginSendSms, { body }) });
}

export function usePhoneLogin() {
  return useMutation({ mutationFn: (body: PhoneLoginBody): Promise<LoginAnswer> => callApi(identityApi.phoneLogin, { body }) });
}

/** Takes the body with the password already encrypted, so no plain password sits in the mutation cache. */
export function useMailLogin() {
  return useMutation({ mutationFn: (body: MailLoginBody): Promise<LoginAnswer> => callApi(identityApi.mailLogin, { body }) });
}

/** The second step of a staff sign-in: the challenge of the first step and the 6-digit authenticator code. */
export function useTotpLogin() {
  return useMutation({ mutationFn: (body: TotpLoginBody) => callApi(identityApi.totpLogin, { body }) });
}
