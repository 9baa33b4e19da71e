import { useQuery } from '@tanstack/react-query';
import { adminAuditApi } from '@wardline/contract';
import { adminListQuery, type ListParams } from './admin-request';

export function useAuditLog(params: ListParams) {
  return useQuery(adminListQuery('audit-log', adminAuditApi.list, params));
}
