import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUsersApi, type StaffPermission } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { adminKeys, useAdminMutation, type ListParams } from './admin-request';

export function useUserList(params: ListParams) {
  return useQuery({
    queryKey: adminKeys.list('users', params),
    queryFn: ({ signal }) => callApi(adminUsersApi.list, { query: params }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: number | null) {
  return useQuery({
    queryKey: adminKeys.item('users', id ?? 0),
    queryFn: ({ signal }) => callApi(adminUsersApi.detail, { params: { id: id ?? 0 } }, signal),
    enabled: id !== null,
  });
}

const touched = [adminKeys.collection('users'), adminKeys.collection('audit-log')];

export function useDisableUser() {
  return useAdminMutation(({ id, reason }: { id: number; reason: string }) => callApi(adminUsersApi.disable, { params: { id }, body: { reason } }), {
    invalidates: touched,
    quietErrors: true,
  });
}

export function useEnableUser(successMessage: string) {
  return useAdminMutation((id: number) => callApi(adminUsersApi.enable, { params: { id } }), { invalidates: touched, successMessage });
}

export function useResetUserTotp(successMessage: string) {
  return useAdminMutation((id: number) => callApi(adminUsersApi.resetTotp, { params: { id } }), { invalidates: touched, successMessage });
}

/** A staff account's whole permission set (staff administration only; never one's own). */
export function useSetStaffPermissions(successMessage: string) {
  return useAdminMutation(
    ({ id, permissions }: { id: number; permissions: StaffPermission[] }) => callApi(adminUsersApi.permissions, { params: { id }, body: { permissions } }),
    { invalidates: touched, successMessage },
  );
}
