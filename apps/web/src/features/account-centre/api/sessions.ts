import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

const sessionsKey = ['account', 'sessions'] as const;

/** The caller's live sessions (device, masked address, times, which one is this). */
export function useAccountSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => callApi(identityApi.sessions, {}, signal) });
}

/** Ends one session of the caller's by its handle. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(identityApi.endSession, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Ends every session of the account but this one. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(identityApi.endOtherSessions, {}),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
