import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import type { CallInput, CallRoute } from '@wardline/contract';
import { callApi, ApiError } from '@/lib/api-client';

/** Query-string filters of a console list: empty values are left out by the api client. */
export type ListParams = { page: number; size: number } & Record<string, string | number | undefined>;

/** The console's collections, by their path under /admin: what query keys are grouped by. */
export type AdminCollection =
  | 'certifications'
  | 'trusted-auth'
  | 'projects'
  | 'users'
  | 'announcements'
  | 'carousel'
  | 'entrances'
  | 'contact-services'
  | 'contact-messages'
  | 'achievements'
  | 'rights-levels'
  | 'audit-log';

/** Every console query key starts with 'admin', so signing in as someone else never shows stale rows. */
export const adminKeys = {
  all: ['admin'] as const,
  list: (things: AdminCollection, params: ListParams) => ['admin', things, 'list', params] as const,
  item: (things: AdminCollection, id: number | string) => ['admin', things, 'item', id] as const,
  collection: (things: AdminCollection) => ['admin', things] as const,
};

/** One page of a console list call (its filters as the query), the previous page kept on screen while the next loads. */
export const adminListQuery = <C extends CallRoute>(things: AdminCollection, call: C, params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.list(things, params),
    queryFn: ({ signal }) => callApi(call, { query: params } as CallInput<C>, signal),
    placeholderData: keepPreviousData,
  });

/** One row of a console collection by its public id. */
export const adminItemQuery = <C extends CallRoute>(things: AdminCollection, call: C, id: string) =>
  queryOptions({
    queryKey: adminKeys.item(things, id),
    queryFn: ({ signal }) => callApi(call, { params: { id } } as CallInput<C>, signal),
  });

/**
 * A console change: on success the collections it touched are fetched again and the
 * server's message is shown; on failure the server's message (already in the user's
 * language) is shown, unless the caller handles it (a form putting it on its fields).
 */
export function useAdminMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  { invalidates, successMessage, quietErrors = false }: { invalidates: QueryKey[]; successMessage?: string; quietErrors?: boolean },
) {
  const client = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      if (successMessage) void message.success(successMessage);
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (quietErrors && error instanceof ApiError && error.fields.length > 0) return;
      void message.error(error instanceof ApiError && error.message ? error.message : String(error));
    },
  });
}
