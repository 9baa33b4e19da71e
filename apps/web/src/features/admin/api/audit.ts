import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@wardline/contract';
import { adminListQuery, type ListParams } from './admin-request';

export function useAuditLog(params: ListParams) {
  return useQuery(adminListQuery<AuditEntry>('audit-log', params));
}
