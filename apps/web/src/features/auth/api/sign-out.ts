import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { identityApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/**
 * Signs out: the server revokes the session row, then the stored values and every cached
 * answer (some were the user's) are dropped and the user lands on the root. The local
 * sign-out happens even when the call fails: a person who asked to leave must leave.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(identityApi.signOut, {}).catch(() => null),
    onSettled: () => {
      clearSession();
      queryClient.clear();
      void navigate('/');
    },
  });
}
