import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMeApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** GET /admin/me: answers 403 to anyone but staff, which is how the console knows to show its 403 page. */
export const adminMeQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: ({ signal }) => callApi(adminMeApi.me, {}, signal),
  staleTime: 5 * 60_000,
});

export function useAdminMe(enabled = true) {
  return useQuery({ ...adminMeQuery, enabled });
}
