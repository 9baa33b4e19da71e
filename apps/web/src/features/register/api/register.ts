import { useMutation } from '@tanstack/react-query';
import { identityApi, type CallInput } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** Step 1: `photoCode` is the captcha answer and `code` its token. */
export type RegisterSendSmsBody = CallInput<typeof identityApi.registerSendSms>['body'];
export type PhoneRegisterBody = CallInput<typeof identityApi.phoneRegister>['body'];
/** Step 2: `password` and `rePassword` are already encrypted; province and city are '' outside China. */
export type PerfectBody = CallInput<typeof identityApi.phoneRegisterPerfect>['body'];
export type IdentityType = CallInput<typeof identityApi.identityConfirm>['body']['usertype'];

export function useRegisterSendSms() {
  return useMutation({ mutationFn: (body: RegisterSendSmsBody) => callApi(identityApi.registerSendSms, { body }) });
}

export function usePhoneRegister() {
  return useMutation({ mutationFn: (body: PhoneRegisterBody) => callApi(identityApi.phoneRegister, { body }) });
}

/** Takes the body with both passwords already encrypted, so no plain password sits in the mutation cache. */
export function usePhoneRegisterPerfect() {
  return useMutation({ mutationFn: (body: PerfectBody) => callApi(identityApi.phoneRegisterPerfect, { body }) });
}

export function useIdentityConfirm() {
  return useMutation({ mutationFn: (usertype: IdentityType) => callApi(identityApi.identityConfirm, { body: { usertype } }) });
}
