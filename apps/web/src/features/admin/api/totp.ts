import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { adminMeApi as api, type CallInput } from '@wardline/contract';
import { callApi, ApiError } from '@/lib/api-client';
import { adminKeys, useAdminMutation } from './admin-request';

const statusKey = ['admin', 'me', 'totp'] as const;

export function useTotpStatus() {
  return useQuery({ queryKey: statusKey, queryFn: ({ signal }) => callApi(api.totpStatus, {}, signal) });
}

/**
 * Set-up takes the current password (encrypted; fresh authentication). The secret is
 * answered once: it is kept in the component only, never in a cache that outlives it.
 */
export function useTotpSetup() {
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => callApi(api.totpSetup, { body: { password } }),
    gcTime: 0,
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey }),
    onError: (error) => void message.error(error instanceof ApiError ? error.message : String(error)),
  });
}

const totpChangeOptions = (successMessage: string) => ({
  invalidates: [statusKey, ['admin', 'me'], adminKeys.collection('audit-log')],
  successMessage,
  quietErrors: true,
});

export const useEnableTotp = (successMessage: string) =>
  useAdminMutation((body: CallInput<typeof api.totpEnable>['body']) => callApi(api.totpEnable, { body }), totpChangeOptions(successMessage));
/** Turning off takes a current code and the current password (encrypted). */
export const useDisableTotp = (successMessage: string) =>
  useAdminMutation((body: CallInput<typeof api.totpDisable>['body']) => callApi(api.totpDisable, { body }), totpChangeOptions(successMessage));
