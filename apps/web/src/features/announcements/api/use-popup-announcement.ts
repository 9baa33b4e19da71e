import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementDetail } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** The announcement staff chose to pop up on the home page, or null. */
export function getPopupAnnouncement(signal?: AbortSignal) {
  return api.get<AnnouncementDetail | null>(paths.popupAnnouncement, undefined, signal);
}

export const popupAnnouncementQueryOptions = () =>
  queryOptions({ queryKey: ['announcements', 'popup'], queryFn: ({ signal }) => getPopupAnnouncement(signal), staleTime: 5 * 60_000 });

export function usePopupAnnouncement() {
  return useQuery(popupAnnouncementQueryOptions());
}
