import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reputationApi as api, type RankBody, type TeamRankBody } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/** POST /rank: the personal board of a period (the caller's own row comes with it when signed in). */
export function usePersonalBoard(body: RankBody) {
  const { token } = useSession();
  return useQuery({ queryKey: ['leaderboard', 'personal', body, token], queryFn: ({ signal }) => callApi(api.rank, { body }, signal), placeholderData: keepPreviousData });
}

/** POST /team/rank: the team board of a period. */
export function useTeamBoard(body: TeamRankBody) {
  const { token } = useSession();
  return useQuery({ queryKey: ['leaderboard', 'team', body, token], queryFn: ({ signal }) => callApi(api.teamRank, { body }, signal), placeholderData: keepPreviousData });
}
