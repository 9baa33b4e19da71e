import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminTrustedAuthApi as api } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { adminKeys, useAdminMutation, type ListParams } from './admin-request';

export function useTrustedAuthQueue(params: ListParams) {
  return useQuery({
    queryKey: adminKeys.list('trusted-auth', params),
    queryFn: ({ signal }) => callApi(api.list, { query: params as { state?: 'pending' | 'decided'; page?: number; size?: number } }, signal),
    placeholderData: keepPreviousData,
  });
}

/** One attempt by its public id: bank info masked, materials, proof files and signed pledges. */
export function useTrustedAuthDetail(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'trusted-auth', 'item', id],
    queryFn: ({ signal }) => callApi(api.detail, { params: { id: id ?? '' } }, signal),
    enabled: id !== null,
  });
}

/** Approve, or refuse with a reason; the queue, the users and the audit log change. */
export function useDecideTrustedAuth(successMessage: string) {
  return useAdminMutation(
    ({ id, decision, reason }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      decision === 'reject' ? callApi(api.reject, { params: { id }, body: { reason: reason ?? '' } }) : callApi(api.approve, { params: { id } }),
    { invalidates: [adminKeys.collection('trusted-auth'), adminKeys.collection('users'), adminKeys.collection('audit-log')], successMessage, quietErrors: true },
  );
}
