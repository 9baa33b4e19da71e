import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_PAGE_SIZE, contentApi, type AnnouncementType } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

export type AnnouncementListParams = { page: number; type?: AnnouncementType };

/** One page of announcements, paginated by the server; no type means all. */
export function getAnnouncementList({ page, type }: AnnouncementListParams, signal?: AbortSignal) {
  return callApi(contentApi.announcementList, { query: { page, size: ANNOUNCEMENT_PAGE_SIZE, type } }, signal);
}

export const announcementListQueryOptions = (params: AnnouncementListParams) =>
  queryOptions({
    queryKey: ['announcements', 'list', params.type ?? 'all', params.page],
    queryFn: ({ signal }) => getAnnouncementList(params, signal),
    // Keep the previous page on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useAnnouncementList(params: AnnouncementListParams) {
  return useQuery(announcementListQueryOptions(params));
}
