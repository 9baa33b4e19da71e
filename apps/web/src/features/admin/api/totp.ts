import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { adminMeApi as api } from '@wardline/contract';
import { callApi, ApiError } from '@/lib/api-client';
import { adminKeys, useAdminMutation } from './admin-request';

const statusKey = ['admin', 'me', 'totp'] as const;

export function useTotpStatus() {
  return useQuery({ queryKey: statusKey, queryFn: ({ signal }) => callApi(api.totpStatus, {}, signal) });
}

/** The secret is answered once: it is kept in the component only, never in a cache that outlives it. */
export function useTotpSetup() {
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.totpSetup, {}),
    gcTime: 0,
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey }),
    onError: (error) => void message.error(error instanceof ApiError ? error.message : String(error)),
  });
}

function useTotpChange(call: typeof api.totpEnable | typeof api.totpDisable, successMessage: string) {
  return useAdminMutation((totp: string) => callApi(call, { body: { totp } }), {
    invalidates: [statusKey, ['admin', 'me'], adminKeys.collection('audit-log')],
    successMessage,
    quietErrors: true,
  });
}

export const useEnableTotp = (successMessage: string) => useTotpChange(api.totpEnable, successMessage);
export const useDisableTotp = (successMessage: string) => useTotpChange(api.totpDisable, successMessage);
