import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

export type ResetSendCodeBody = { account: string; photoCode: string; code: string };
export type ResetCheckBody = { account: string; msgCode: string };
/** Both passwords already encrypted. */
export type ResetPasswordBody = { account: string; checkCode: string; newPassword: string; rePassword: string };

/** Sends an SMS or an email code, by what the account is. */
export function useResetSendCode() {
  return useMutation({ mutationFn: (body: ResetSendCodeBody) => api.post<unknown>(paths.resetSendCode, body) });
}

/** Checks the code; the answer is the check code that authorises step 2. */
export function useResetCheckCode() {
  return useMutation({ mutationFn: (body: ResetCheckBody) => api.post<string>(paths.resetCheckCode, body) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => api.post<unknown>(paths.resetPassword, body) });
}
