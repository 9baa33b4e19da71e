import { useMutation } from '@tanstack/react-query';
import type { PhoneRegisterPerfectBody } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** Step 1: `photoCode` is the captcha answer and `code` its token. */
export type RegisterSendSmsBody = { phone: string; photoCode: string; code: string };
export type PhoneRegisterBody = { phone: string; msgCode: string };
/** Step 2: `password` and `rePassword` are already encrypted; province and city are '' outside China. */
export type PerfectBody = Required<{ [K in keyof PhoneRegisterPerfectBody]: string }>;
export type PerfectResult = { token: string; userStatus: string; usertype: string | null; username: string };
export type IdentityType = 'hacker' | 'company';
export type IdentityResult = { usertype: string; userStatus: string };

export function useRegisterSendSms() {
  return useMutation({ mutationFn: (body: RegisterSendSmsBody) => api.post<unknown>(paths.registerSendSms, body) });
}

export function usePhoneRegister() {
  return useMutation({ mutationFn: (body: PhoneRegisterBody) => api.post<{ idToken: string }>(paths.phoneRegister, body) });
}

/** Takes the body with both passwords already encrypted, so no plain password sits in the mutation cache. */
export function usePhoneRegisterPerfect() {
  return useMutation({ mutationFn: (body: PerfectBody) => api.post<PerfectResult>(paths.phoneRegisterPerfect, body) });
}

export function useIdentityConfirm() {
  return useMutation({ mutationFn: (usertype: IdentityType) => api.post<IdentityResult>(paths.identityConfirm, { usertype }) });
}
