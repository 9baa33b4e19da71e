import { useQuery } from '@tanstack/react-query';
import type { AdminCertificationDecision, AdminCertificationDetail, AdminCertificationSummary } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { adminItemQuery, adminKeys, adminListQuery, useAdminMutation, type ListParams } from './admin-request';

export function useCertificationQueue(params: ListParams) {
  return useQuery(adminListQuery<AdminCertificationSummary>('certifications', params));
}

export function useCertificationDetail(id: number | null) {
  return useQuery({ ...adminItemQuery<AdminCertificationDetail>('certifications', id ?? 0), enabled: id !== null });
}

/** Approve or reject; the queue, the detail, the user list and the audit log all change. */
export function useDecideCertification(successMessage: string) {
  return useAdminMutation(
    ({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      api.post<AdminCertificationDecision>(paths.admin.action('certifications', id, decision), decision === 'reject' ? { reason } : {}),
    { invalidates: [adminKeys.collection('certifications'), adminKeys.collection('users'), adminKeys.collection('audit-log')], successMessage, quietErrors: true },
  );
}
