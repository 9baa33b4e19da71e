import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactConfig } from '@wardline/contract';
import { contactApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** The sales phone and WeChat QR shown beside the form. */
export function getContactConfig(signal?: AbortSignal): Promise<ContactConfig> {
  return callApi(contactApi.config, {}, signal);
}

export const contactConfigQueryOptions = () =>
  queryOptions({ queryKey: ['contact', 'config'], queryFn: ({ signal }) => getContactConfig(signal), staleTime: 10 * 60_000 });

export function useContactConfig() {
  return useQuery(contactConfigQueryOptions());
}
