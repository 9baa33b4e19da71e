import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { achievementsApi as api } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** GET /achievement/list: a page of the caller's achievements with status and progress. */
export function useMyAchievements(page: number, size: number) {
  return useQuery({ queryKey: ['achievements', 'mine', page, size], queryFn: ({ signal }) => callApi(api.list, { query: { page, size } }, signal), placeholderData: keepPreviousData });
}

/** GET /achievement/remind: obtained and not yet acknowledged, oldest first. */
export function fetchAchievementReminders() {
  return callApi(api.remind, {});
}

/** PUT /achievement/confirmPersonalAchievement/{id}: the receipt of a reminder. */
export function confirmAchievement(id: string) {
  return callApi(api.confirm, { params: { id } });
}
