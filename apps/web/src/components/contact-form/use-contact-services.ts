import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactService } from '@wardline/contract';
import { contactApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** The services a visitor can ask about, named in the current language. */
export function getContactServices(signal?: AbortSignal): Promise<ContactService[]> {
  return callApi(contactApi.services, {}, signal);
}

export const contactServicesQueryOptions = () =>
  queryOptions({ queryKey: ['contact', 'services'], queryFn: ({ signal }) => getContactServices(signal), staleTime: 10 * 60_000 });

export function useContactServices() {
  return useQuery(contactServicesQueryOptions());
}
