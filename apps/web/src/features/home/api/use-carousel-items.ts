import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** The home banners in the order staff set (spec: GET /fingure/list). */
export function getCarouselItems(signal?: AbortSignal) {
  return callApi(contentApi.carousel, {}, signal);
}

export const carouselItemsQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'carousel'], queryFn: ({ signal }) => getCarouselItems(signal), staleTime: 5 * 60_000 });

export function useCarouselItems() {
  return useQuery(carouselItemsQueryOptions());
}
