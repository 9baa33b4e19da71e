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

/** `id` is the account's public id (the serial id never leaves the server). */
export function useUserDetail(id: string | null) {
  return useQuery({
    queryKey: adminKeys.item('users', id ?? ''),
    queryFn: ({ signal }) => callApi(adminUsersApi.detail, { params: { id: id ?? '' } }, signal),
    enabled: id !== null,
  });
}

const touched = [adminKeys.collection('users'), adminKeys.collection('audit-log')];

export function useDisableUser() {
  return useAdminMutation(({ id, reason }: { id: string; reason: string }) => callApi(adminUsersApi.disable, { params: { id }, body: { reason } }), {
    invalidates: touched,
    quietErrors: true,
  });
}

export function useEnableUser(successMessage: string) {
  return useAdminMutation((id: string) => callApi(adminUsersApi.enable, { params: { id } }), { invalidates: touched, successMessage });
}

/** Ends every session of the account at once (issue 12 item 15; audited). */
export function useEndUserSessions(successMessage: string) {
  return useAdminMutation((id: string) => callApi(adminUsersApi.endSessions, { params: { id } }), { invalidates: touched, successMessage });
}

export function useResetUserTotp(successMessage: string) {
  return useAdminMutation((id: string) => callApi(adminUsersApi.resetTotp, { params: { id } }), { invalidates: touched, successMessage });
}

/** A staff account's whole permission set (staff administration only; never one's own). */
export function useSetStaffPermissions(successMessage: string) {
  return useAdminMutation(
    ({ id, permissions }: { id: string; permissions: StaffPermission[] }) => callApi(adminUsersApi.permissions, { params: { id }, body: { permissions } }),
    { invalidates: touched, successMessage },
  );
}
