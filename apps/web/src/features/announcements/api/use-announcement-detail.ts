import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

export function getAnnouncementDetail(id: string, signal?: AbortSignal) {
  return callApi(contentApi.announcementDetail, { params: { id } }, signal);
}

export const announcementDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['announcements', 'detail', id], queryFn: ({ signal }) => getAnnouncementDetail(id, signal) });

/** `id` (the public id) is null when the URL's id cannot be one: nothing is fetched. */
export function useAnnouncementDetail(id: string | null) {
  return useQuery({ ...announcementDetailQueryOptions(id ?? ''), enabled: id !== null });
}
