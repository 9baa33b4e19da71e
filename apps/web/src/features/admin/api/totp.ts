import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { TotpSetupResult, TotpStatus } from '@wardline/contract';
import { api, ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { adminKeys, useAdminMutation } from './admin-request';

const statusKey = ['admin', 'me', 'totp'] as const;

export function useTotpStatus() {
  return useQuery({ queryKey: statusKey, queryFn: ({ signal }) => api.get<TotpStatus>(paths.admin.totp, undefined, signal) });
}

/**
 * Set-up takes the current password (encrypted; fresh authentication). The secret is
 * answered once: it is kept in the component only, never in a cache that outlives it.
 */
export function useTotpSetup() {
  const { message } = App.useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post<TotpSetupResult>(paths.admin.totpSetup, { password }),
    gcTime: 0,
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey }),
    onError: (error) => void message.error(error instanceof ApiError ? error.message : String(error)),
  });
}

function useTotpChange(path: string, successMessage: string) {
  return useAdminMutation((body: { totp: string; password?: string }) => api.post<TotpStatus>(path, body), {
    invalidates: [statusKey, ['admin', 'me'], adminKeys.collection('audit-log')],
    successMessage,
    quietErrors: true,
  });
}

export const useEnableTotp = (successMessage: string) => useTotpChange(paths.admin.totpEnable, successMessage);
/** Turning off takes a current code and the current password (encrypted). */
export const useDisableTotp = (successMessage: string) => useTotpChange(paths.admin.totpDisable, successMessage);
