import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarouselItem } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** The home banners in the order staff set (spec: GET /fingure/list). */
export function getCarouselItems(signal?: AbortSignal) {
  return api.get<CarouselItem[]>(paths.carousel, undefined, signal);
}

export const carouselItemsQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'carousel'], queryFn: ({ signal }) => getCarouselItems(signal), staleTime: 5 * 60_000 });

export function useCarouselItems() {
  return useQuery(carouselItemsQueryOptions());
}
