import { useMutation } from '@tanstack/react-query';
import { identityApi, thirdPartyApi, type CallInput, type ThirdPartyProvider } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** The body of the completion screens: `mode` bind | create (bind ticket) or profile | company (signed in). */
export type ProfectUserBody = CallInput<typeof thirdPartyApi.profectUser>['body'];

/** An Alipay sign-in completes through /portal/profectuserali, the others through /portal/profectuser. */
export function useProfectUser(provider: ThirdPartyProvider | null) {
  const call = provider === 'alipay' ? thirdPartyApi.profectUserAli : thirdPartyApi.profectUser;
  return useMutation({ mutationFn: (body: ProfectUserBody) => callApi(call, { body }) });
}

/** GET /portal/emailcode: the email code of the binding screens, behind the captcha. */
export function useSendEmailCode() {
  return useMutation({ mutationFn: (query: { email: string; photoCode: string; code: string }) => callApi(identityApi.emailCode, { query }) });
}

/** POST /phone/sendSms: the code to the phone being bound, behind the image captcha. */
export function usePhoneBindSendCode() {
  return useMutation({ mutationFn: (body: CallInput<typeof thirdPartyApi.phoneBindSendCode>['body']) => callApi(thirdPartyApi.phoneBindSendCode, { body }) });
}

export function usePhoneBind() {
  return useMutation({ mutationFn: (body: CallInput<typeof thirdPartyApi.phoneBind>['body']) => callApi(thirdPartyApi.phoneBind, { body }) });
}
