import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** The platform entrance tiles, named in the current language. */
export function getEntranceTiles(signal?: AbortSignal) {
  return callApi(contentApi.entrances, {}, signal);
}

export const entranceTilesQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'entrances'], queryFn: ({ signal }) => getEntranceTiles(signal), staleTime: 5 * 60_000 });

export function useEntranceTiles() {
  return useQuery(entranceTilesQueryOptions());
}
