import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementDetail } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

export function getAnnouncementDetail(id: number, signal?: AbortSignal) {
  return api.get<AnnouncementDetail>(paths.announcementDetail(id), undefined, signal);
}

export const announcementDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['announcements', 'detail', id], queryFn: ({ signal }) => getAnnouncementDetail(id, signal) });

/** `id` is null when the URL's id is not a positive integer: nothing is fetched. */
export function useAnnouncementDetail(id: number | null) {
  return useQuery({ ...announcementDetailQueryOptions(id ?? 0), enabled: id !== null });
}
