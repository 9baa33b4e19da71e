import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageCentreApi, type MessageStatus } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

export type NewsListParams = { page: number; size: number; status?: MessageStatus };

export const newsListQueryOptions = (params: NewsListParams) =>
  queryOptions({
    queryKey: ['news', 'list', params.status ?? 'all', params.page, params.size],
    queryFn: ({ signal }) => callApi(messageCentreApi.newsList, { query: params }, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the signed-in person's messages. */
export function useNewsList(params: NewsListParams) {
  return useQuery(newsListQueryOptions(params));
}

/** Marks messages read; the bell follows on its own through the live stream. */
export function useMarkNewsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (idList: string[]) => callApi(messageCentreApi.markRead, { body: { idList } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['news'] }),
  });
}

/** Opens a message, which marks it read. */
export function useOpenNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(messageCentreApi.newsDetail, { query: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['news'] }),
  });
}
