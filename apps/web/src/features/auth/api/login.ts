import { useMutation } from '@tanstack/react-query';
import type { LoginResult, TotpChallengeResult, TotpLoginBody } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** The answer of every sign-in call (spec 000 §3 "Login response"). */
export type { LoginResult, TotpChallengeResult };

/**
 * What the first step (phone or mail) answers: the session, or — for a staff account with
 * two-step sign-in on — a challenge for POST /portal/login/totp.
 */
export type LoginAnswer = LoginResult | TotpChallengeResult;

/** Whether the first step asks for the authenticator code instead of opening the session. */
export function isTotpChallenge(ret: LoginAnswer): ret is TotpChallengeResult {
  return 'totpRequired' in ret && ret.totpRequired === true;
}

export type PhoneLoginBody = { phone: string; msgCode: string };
/** `password` is already encrypted; `checkcode` is the captcha answer, `code` its token. */
export type MailLoginBody = { email: string; password: string; checkcode: string; code: string };
export type { TotpLoginBody };

export function sendLoginSms(telephone: string): Promise<unknown> {
  return api.post(paths.loginSendSms, { telephone });
}

export function useSendLoginSms() {
  return useMutation({ mutationFn: sendLoginSms });
}

export function usePhoneLogin() {
  return useMutation({ mutationFn: (body: PhoneLoginBody) => api.post<LoginAnswer>(paths.phoneLogin, body) });
}

/** Takes the body with the password already encrypted, so no plain password sits in the mutation cache. */
export function useMailLogin() {
  return useMutation({ mutationFn: (body: MailLoginBody) => api.post<LoginAnswer>(paths.mailLogin, body) });
}

/** The second step of a staff sign-in: the challenge of the first step and the 6-digit authenticator code. */
export function useTotpLogin() {
  return useMutation({ mutationFn: (body: TotpLoginBody) => api.post<LoginResult>(paths.totpLogin, body) });
}
