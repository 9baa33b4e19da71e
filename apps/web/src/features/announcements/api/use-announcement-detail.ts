import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

export function getAnnouncementDetail(id: number, signal?: AbortSignal) {
  return callApi(contentApi.announcementDetail, { params: { id } }, signal);
}

export const announcementDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['announcements', 'detail', id], queryFn: ({ signal }) => getAnnouncementDetail(id, signal) });

/** `id` is null when the URL's id is not a positive integer: nothing is fetched. */
export function useAnnouncementDetail(id: number | null) {
  return useQuery({ ...announcementDetailQueryOptions(id ?? 0), enabled: id !== null });
}
