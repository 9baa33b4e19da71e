import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactConfig } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** The sales phone and WeChat QR shown beside the form. */
export function getContactConfig(signal?: AbortSignal): Promise<ContactConfig> {
  return api.get<ContactConfig>(paths.contactConfig, undefined, signal);
}

export const contactConfigQueryOptions = () =>
  queryOptions({ queryKey: ['contact', 'config'], queryFn: ({ signal }) => getContactConfig(signal), staleTime: 10 * 60_000 });

export function useContactConfig() {
  return useQuery(contactConfigQueryOptions());
}
