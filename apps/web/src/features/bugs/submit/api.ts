import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bugsApi, projectsApi, type PerfectBugBody, type SubmitBugBody } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/**
 * The calls of the submission form. Keys start with `bugSubmit`; a submission also
 * invalidates `bugs` (the lists and details of the report pages) and `projects`.
 */

/** The project as the hacker sees it: its state and the hacker's operation decide whether the form may be sent. */
export function useSubmitProject(id: string | null) {
  return useQuery({
    queryKey: ['bugSubmit', 'project', id],
    queryFn: ({ signal }) => callApi(projectsApi.detail, { query: { id: id! } }, signal),
    enabled: id !== null,
  });
}

/** The project's levels, for the self-rated grade. */
export function useHoleLevels(projectId: string | null) {
  return useQuery({
    queryKey: ['bugSubmit', 'levels', projectId],
    queryFn: ({ signal }) => callApi(projectsApi.holeLevels, { params: { id: projectId! } }, signal),
    enabled: projectId !== null,
  });
}

/** The vulnerability types (a public, rarely changing list). */
export function useBugCategories() {
  return useQuery({
    queryKey: ['bugSubmit', 'categories'],
    queryFn: ({ signal }) => callApi(bugsApi.categories, {}, signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** The report being updated (update mode). */
export function useBugToUpdate(id: string | null) {
  return useQuery({
    queryKey: ['bugSubmit', 'bug', id],
    queryFn: ({ signal }) => callApi(bugsApi.detail, { query: { id: id! } }, signal),
    enabled: id !== null,
    // The form is filled from it once: a refetch must not replace what the hacker is typing.
    staleTime: Infinity,
  });
}

/** The repair-suggestion template of one type, asked for when the button is pressed. */
export function fetchRepairTemplate(typeId: string): Promise<string> {
  return callApi(bugsApi.repairTemplate, { query: { id: typeId } }).then((ret) => ret.template);
}

export type SendReport = { mode: 'submit'; body: SubmitBugBody } | { mode: 'update'; body: PerfectBugBody };

/** POST /hacker/submitBug or /perfectHole: both answer the receipt. */
export function useSendReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (send: SendReport) => (send.mode === 'submit' ? callApi(bugsApi.submit, { body: send.body }) : callApi(bugsApi.update, { body: send.body })),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['bugs'] });
      void client.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
