import { useQuery } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserStatusResult, AdminUserSummary } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { adminItemQuery, adminKeys, adminListQuery, useAdminMutation, type ListParams } from './admin-request';

export function useUserList(params: ListParams) {
  return useQuery(adminListQuery<AdminUserSummary>('users', params));
}

export function useUserDetail(id: number | null) {
  return useQuery({ ...adminItemQuery<AdminUserDetail>('users', id ?? 0), enabled: id !== null });
}

const touched = [adminKeys.collection('users'), adminKeys.collection('audit-log')];

export function useDisableUser() {
  return useAdminMutation(
    ({ id, reason }: { id: number; reason: string }) => api.post<AdminUserStatusResult>(paths.admin.action('users', id, 'disable'), { reason }),
    { invalidates: touched, quietErrors: true },
  );
}

export function useEnableUser(successMessage: string) {
  return useAdminMutation((id: number) => api.post<AdminUserStatusResult>(paths.admin.action('users', id, 'enable')), { invalidates: touched, successMessage });
}

export function useResetUserTotp(successMessage: string) {
  return useAdminMutation((id: number) => api.post<null>(paths.admin.action('users', id, 'reset-totp')), { invalidates: touched, successMessage });
}
