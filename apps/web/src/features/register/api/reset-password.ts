import { useMutation } from '@tanstack/react-query';
import { identityApi, type CallInput } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

export type ResetSendCodeBody = CallInput<typeof identityApi.resetSendCode>['body'];
export type ResetCheckBody = CallInput<typeof identityApi.resetCheckCode>['body'];
/** Both passwords already encrypted. */
export type ResetPasswordBody = CallInput<typeof identityApi.resetPassword>['body'];

/** Sends an SMS or an email code, by what the account is. */
export function useResetSendCode() {
  return useMutation({ mutationFn: (body: ResetSendCodeBody) => callApi(identityApi.resetSendCode, { body }) });
}

/** Checks the code; the answer is the check code that authorises step 2. */
export function useResetCheckCode() {
  return useMutation({ mutationFn: (body: ResetCheckBody) => callApi(identityApi.resetCheckCode, { body }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => callApi(identityApi.resetPassword, { body }) });
}
