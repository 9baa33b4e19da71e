import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntranceItem } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** The platform entrance tiles, named in the current language. */
export function getEntranceTiles(signal?: AbortSignal) {
  return api.get<EntranceItem[]>(paths.entrances, undefined, signal);
}

export const entranceTilesQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'entrances'], queryFn: ({ signal }) => getEntranceTiles(signal), staleTime: 5 * 60_000 });

export function useEntranceTiles() {
  return useQuery(entranceTilesQueryOptions());
}
