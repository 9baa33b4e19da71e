import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** The answer of every sign-in call (spec 000 §3 "Login response"). */
export type { LoginResult };

export type PhoneLoginBody = { phone: string; msgCode: string };
/** `password` is already encrypted; `checkcode` is the captcha answer, `code` its token. */
export type MailLoginBody = { email: string; password: string; checkcode: string; code: string };

export function sendLoginSms(telephone: string): Promise<unknown> {
  return api.post(paths.loginSendSms, { telephone });
}

export function useSendLoginSms() {
  return useMutation({ mutationFn: sendLoginSms });
}

export function usePhoneLogin() {
  return useMutation({ mutationFn: (body: PhoneLoginBody) => api.post<LoginResult>(paths.phoneLogin, body) });
}

/** Takes the body with the password already encrypted, so no plain password sits in the mutation cache. */
export function useMailLogin() {
  return useMutation({ mutationFn: (body: MailLoginBody) => api.post<LoginResult>(paths.mailLogin, body) });
}
