import { useMutation } from '@tanstack/react-query';
import { identityApi, thirdPartyApi, type ProfectUserBody, type ThirdPartyProvider } from '@wardline/contract';
import { api, callApi } from '@/lib/api-client';
import { paths } from '@/lib/paths';

export type ProfectUserResult = { token: string; usertype: string | null; username: string; userStatus: string; country: string };

/** An Alipay sign-in completes through /portal/profectuserali, the others through /portal/profectuser. */
export function useProfectUser(provider: ThirdPartyProvider | null) {
  const path = provider === 'alipay' ? paths.profectUserAli : paths.profectUser;
  return useMutation({ mutationFn: (body: ProfectUserBody) => api.post<ProfectUserResult>(path, body) });
}

/** GET /portal/emailcode: the email code of the binding screens, behind the captcha. */
export function useSendEmailCode() {
  return useMutation({ mutationFn: (query: { email: string; photoCode: string; code: string }) => callApi(identityApi.emailCode, { query }) });
}

export function usePhoneBindSendCode() {
  return useMutation({ mutationFn: (telephone: string) => callApi(thirdPartyApi.phoneBindSendCode, { body: { telephone } }) });
}

export function usePhoneBind() {
  return useMutation({ mutationFn: (body: { telephone: string; smsCode: string }) => callApi(thirdPartyApi.phoneBind, { body }) });
}
