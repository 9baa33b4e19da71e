import { useQuery } from '@tanstack/react-query';
import { adminRightsApi as api } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { adminKeys, useAdminMutation } from './admin-request';

/** GET /admin/rights-levels: every decided year with its counts. */
export function useRightsRuns() {
  return useQuery({ queryKey: adminKeys.collection('rights-levels'), queryFn: ({ signal }) => callApi(api.list, {}, signal) });
}

/** POST /admin/rights-levels/recompute: decides a year again. */
export function useRecomputeRights(successMessage: string) {
  return useAdminMutation((year: number) => callApi(api.recompute, { body: { year } }), {
    invalidates: [adminKeys.collection('rights-levels'), adminKeys.collection('audit-log')],
    successMessage,
  });
}
