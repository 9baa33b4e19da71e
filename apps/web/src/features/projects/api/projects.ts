import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MY_PROJECT_PAGE_SIZE, PARTICIPANT_PAGE_SIZE, PROJECT_PAGE_SIZE, projectsApi, type ExamineParticipantBody, type ProjectState, type ProjectSubType, type ProjectType } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import type { HallFilters } from '../hall/hall-params';

/**
 * The project calls of the hall, the detail and my projects. Answers depend on who asks
 * (operation, join status, hidden rewards), so every key carries the viewer.
 */
export const hallQueryOptions = (filters: HallFilters, viewer: string | null) =>
  queryOptions({
    queryKey: ['projects', 'hall', viewer ?? 'visitor', filters],
    queryFn: ({ signal }) => callApi(projectsApi.list, { query: { ...filters, size: PROJECT_PAGE_SIZE } }, signal),
    placeholderData: keepPreviousData,
  });

export function useHall(filters: HallFilters, viewer: string | null) {
  return useQuery(hallQueryOptions(filters, viewer));
}

/** The detail, by the route it was opened from (the hall's, or the user centre's). */
export function useProjectDetail(id: string, fromUserCenter: boolean) {
  return useQuery({
    queryKey: ['projects', 'detail', id],
    queryFn: ({ signal }) => callApi(fromUserCenter ? projectsApi.personalDetail : projectsApi.detail, { query: { id } }, signal),
  });
}

/** Enrols the signed-in hacker; the hall, the detail and my projects then show the new operation. */
export function useEnrol() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(projectsApi.enrol, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['projects'] }),
  });
}

export function useParticipants(id: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['projects', 'participants', id, page],
    queryFn: ({ signal }) => callApi(projectsApi.participants, { query: { id, page, size: PARTICIPANT_PAGE_SIZE } }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Approves or refuses one enrolment; the list and the detail's places follow. */
export function useExamineParticipant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamineParticipantBody) => callApi(projectsApi.examineParticipant, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['projects'] }),
  });
}

/** My projects' filters (spec 001 §7). */
export type MyProjectFilters = { projectType?: ProjectType; projectSubType?: ProjectSubType; status?: ProjectState; search?: string; page: number };

export function useMyProjects(filters: MyProjectFilters) {
  return useQuery({
    queryKey: ['projects', 'mine', filters],
    queryFn: ({ signal }) => callApi(projectsApi.myProjects, { query: { ...filters, size: MY_PROJECT_PAGE_SIZE } }, signal),
    placeholderData: keepPreviousData,
  });
}
