import { useInfiniteQuery, useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { teamsApi as api, type TeamApplyConfirmBody, type TeamFormBody, type TeamHallBody, type TeamJoinBody } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { TEAM_STATUS_KEY } from '../team-status';

const keys = {
  all: ['teams'] as const,
  hall: (body: TeamHallBody) => ['teams', 'hall', body] as const,
  mine: ['teams', 'mine'] as const,
  rules: ['teams', 'rules'] as const,
  applications: ['teams', 'applications'] as const,
  activity: (kind: string) => ['teams', 'activity', kind] as const,
};

export function useTeamHall(body: TeamHallBody) {
  return useQuery({ queryKey: keys.hall(body), queryFn: ({ signal }) => callApi(api.hall, { body }, signal), placeholderData: keepPreviousData });
}

/** GET /team/member: the caller's team, null outside one. */
export function useMyTeam() {
  const { token } = useSession();
  return useQuery({ queryKey: [...keys.mine, token], queryFn: ({ signal }) => callApi(api.member, {}, signal), enabled: Boolean(token) });
}

export function useTeamRules(enabled: boolean) {
  return useQuery({ queryKey: keys.rules, queryFn: ({ signal }) => callApi(api.rule, {}, signal), enabled, staleTime: Infinity });
}

export function useTeamApplications(enabled: boolean) {
  return useQuery({ queryKey: keys.applications, queryFn: ({ signal }) => callApi(api.applications, {}, signal), enabled });
}

/** Every team change refreshes the team queries and the menu's team status (/find/userstatus). */
function useTeamMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keys.all }), client.invalidateQueries({ queryKey: TEAM_STATUS_KEY })]),
  });
}

export const useCreateTeam = () => useTeamMutation((body: TeamFormBody) => callApi(api.create, { body }));
export const useEditTeam = () => useTeamMutation((body: TeamFormBody) => callApi(api.edit, { body }));
export const useApplyToTeam = () => useTeamMutation((body: TeamJoinBody) => callApi(api.join, { body }));
export const useCancelApplication = () => useTeamMutation((teamId: string) => callApi(api.cancel, { body: { teamId } }));
export const useReviewApplication = () => useTeamMutation((body: TeamApplyConfirmBody) => callApi(api.review, { body }));
export const useLeaveTeam = () => useTeamMutation(() => callApi(api.exit, {}));
export const useAppointCaptain = () => useTeamMutation((userId: string) => callApi(api.captain, { body: { userId } }));

/** /team/rankDynamics or /team/memberDynamics, a scroll page (10) at a time. */
export function useTeamActivity(kind: 'points' | 'members', enabled: boolean) {
  const call = kind === 'points' ? api.rankDynamics : api.memberDynamics;
  return useInfiniteQuery({
    queryKey: keys.activity(kind),
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => callApi(call, { body: { offset: pageParam, limit: 10 } }, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.list.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
}

