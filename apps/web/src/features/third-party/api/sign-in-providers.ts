import { useQuery } from '@tanstack/react-query';
import { thirdPartyApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/**
 * GET /portal/signInProviders: the third-party sign-ins the server is configured for. They
 * change only when the server restarts with other settings, so one answer serves the tab.
 */
export function useSignInProviders() {
  return useQuery({ queryKey: ['signInProviders'], queryFn: ({ signal }) => callApi(thirdPartyApi.signInProviders, {}, signal), staleTime: Infinity });
}
