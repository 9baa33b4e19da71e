import { useQuery } from '@tanstack/react-query';
import type { adminAchievementsApi, adminCarouselApi, adminContactServicesApi, adminEntrancesApi, CallInput, CallResult } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { adminKeys, adminListQuery, useAdminMutation, type AdminCollection, type ListParams } from './admin-request';

/**
 * The calls of a small collection staff edit row by row (home carousel, entrance tiles,
 * contact services, achievements): the contract's `collectionRoutes`, whose rows and inputs differ.
 */
export type CollectionApi = typeof adminCarouselApi | typeof adminEntrancesApi | typeof adminContactServicesApi | typeof adminAchievementsApi;
/** A row of the collection as the console shows it (`id` is the public id). */
export type CollectionRow<A extends CollectionApi> = CallResult<A['detail']>;

/** The collection's key in the query cache: its path under /admin. */
const thingsOf = (api: CollectionApi) => api.list.path.slice('/admin/'.length) as AdminCollection;

export function useCollectionList<A extends CollectionApi>(api: A, params: ListParams) {
  return useQuery(adminListQuery(thingsOf(api), api.list, params));
}

const touched = (api: CollectionApi) => [adminKeys.collection(thingsOf(api)), adminKeys.collection('audit-log')];

/** POST to create (no id), PUT to replace (id). */
export function useSaveCollectionItem<A extends CollectionApi>(api: A, successMessage: string) {
  return useAdminMutation(
    ({ id, values }: { id: string | null; values: unknown }) =>
      id
        ? callApi<A['update']>(api.update, { params: { id }, body: values } as unknown as CallInput<A['update']>)
        : callApi<A['create']>(api.create, { body: values } as unknown as CallInput<A['create']>),
    { invalidates: touched(api), successMessage, quietErrors: true },
  );
}

export function useDeleteCollectionItem(api: CollectionApi, successMessage: string) {
  return useAdminMutation((id: string) => callApi(api.remove, { params: { id } } as CallInput<CollectionApi['remove']>), { invalidates: touched(api), successMessage });
}
