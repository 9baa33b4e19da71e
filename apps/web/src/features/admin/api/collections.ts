import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { adminDelete, adminKeys, adminListQuery, useAdminMutation, type ListParams } from './admin-request';

/** The small collections staff edit row by row: home carousel, entrance tiles, contact services. */
export type ManagedCollection = 'carousel' | 'entrances' | 'contact-services';

export function useCollectionList<T>(things: ManagedCollection, params: ListParams) {
  return useQuery(adminListQuery<T>(things, params));
}

const touched = (things: ManagedCollection) => [adminKeys.collection(things), adminKeys.collection('audit-log')];

/** POST to create (no id), PUT to replace (id). */
export function useSaveCollectionItem<T, V>(things: ManagedCollection, successMessage: string) {
  return useAdminMutation(
    ({ id, values }: { id: number | null; values: V }) =>
      id ? api.put<T>(paths.admin.item(things, id), values) : api.post<T>(paths.admin.collection(things), values),
    { invalidates: touched(things), successMessage, quietErrors: true },
  );
}

export function useDeleteCollectionItem(things: ManagedCollection, successMessage: string) {
  return useAdminMutation((id: number) => adminDelete(things, id), { invalidates: touched(things), successMessage });
}
