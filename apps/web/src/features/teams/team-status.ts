import { useQuery } from '@tanstack/react-query';
import { sessionStatusApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/** The query of GET /find/userstatus: the session check fills it too, so the menu asks nothing more. */
export const TEAM_STATUS_KEY = ['session', 'userstatus'] as const;

/** The team menu (shown to members) and its dot (applications a captain has to review), from /find/userstatus. */
export function useTeamStatus(): { teamMenu: boolean; teamApply: number } {
  const { token, usertype } = useSession();
  const status = useQuery({
    queryKey: TEAM_STATUS_KEY,
    queryFn: ({ signal }) => callApi(sessionStatusApi.userStatus, {}, signal),
    enabled: Boolean(token) && usertype === 'hacker',
    staleTime: 60_000,
  });
  return { teamMenu: status.data?.teamMenu ?? false, teamApply: status.data?.teamApply ?? 0 };
}
