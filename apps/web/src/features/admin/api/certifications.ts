import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCertificationsApi as api } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { adminKeys, useAdminMutation, type ListParams } from './admin-request';

export function useCertificationQueue(params: ListParams) {
  return useQuery({
    queryKey: adminKeys.list('certifications', params),
    queryFn: ({ signal }) => callApi(api.list, { query: params }, signal),
    placeholderData: keepPreviousData,
  });
}

/** One submission by its public id; ID and bank numbers come masked. */
export function useCertificationDetail(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'certifications', 'item', id],
    queryFn: ({ signal }) => callApi(api.detail, { params: { id: id ?? '' } }, signal),
    enabled: id !== null,
  });
}

/** Approve or reject; the queue, the detail, the user list and the audit log all change. */
export function useDecideCertification(successMessage: string) {
  return useAdminMutation(
    ({ id, decision, reason }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
      decision === 'reject' ? callApi(api.reject, { params: { id }, body: { reason: reason ?? '' } }) : callApi(api.approve, { params: { id } }),
    { invalidates: [adminKeys.collection('certifications'), adminKeys.collection('users'), adminKeys.collection('audit-log')], successMessage, quietErrors: true },
  );
}

/** The full numbers of one submission (reveal permission; audited on the server). Kept in the component only. */
export function useRevealNumbers() {
  return useAdminMutation((id: string) => callApi(api.reveal, { params: { id } }), { invalidates: [adminKeys.collection('audit-log')] });
}
