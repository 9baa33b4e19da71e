import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMe } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** GET /admin/me: answers 403 to anyone but staff, which is how the console knows to show its 403 page. */
export const adminMeQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: ({ signal }) => api.get<AdminMe>(paths.admin.me, undefined, signal),
  staleTime: 5 * 60_000,
});

export function useAdminMe(enabled = true) {
  return useQuery({ ...adminMeQuery, enabled });
}
