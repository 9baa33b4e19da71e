import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** The announcement staff chose to pop up on the home page, or null. */
export function getPopupAnnouncement(signal?: AbortSignal) {
  return callApi(contentApi.popupAnnouncement, {}, signal);
}

export const popupAnnouncementQueryOptions = () =>
  queryOptions({ queryKey: ['announcements', 'popup'], queryFn: ({ signal }) => getPopupAnnouncement(signal), staleTime: 5 * 60_000 });

export function usePopupAnnouncement() {
  return useQuery(popupAnnouncementQueryOptions());
}
