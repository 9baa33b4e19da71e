import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageStatus, NewsItem, Page } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

export type NewsListParams = { page: number; size: number; status?: MessageStatus };

export const newsListQueryOptions = (params: NewsListParams) =>
  queryOptions({
    queryKey: ['news', 'list', params.status ?? 'all', params.page, params.size],
    queryFn: ({ signal }) => api.get<Page<NewsItem>>(paths.newsList, { page: params.page, size: params.size, status: params.status ?? '' }, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the signed-in person's messages (GET /getNewsList). */
export function useNewsList(params: NewsListParams) {
  return useQuery(newsListQueryOptions(params));
}

/** PUT /updateNewStatus: the bell follows on its own through the live stream. */
export function useMarkNewsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idList: string[]) => api.put<{ updated: number; unread: number }>(paths.markNewsRead, { idList }),
    onSettled: () => client.invalidateQueries({ queryKey: ['news'] }),
  });
}

/** GET /getNewsDetail: opening a message marks it read. */
export function useOpenNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.get<NewsItem>(paths.newsDetail, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: ['news'] }),
  });
}
