import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBugsApi as api, type AdminBugDetail } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { adminKeys, type ListParams } from '../api/admin-request';

/** Query keys of the console's reports: under 'admin' like every console key, so a new sign-in never shows stale rows. */
export const bugKeys = {
  all: ['admin', 'bugs'] as const,
  list: (params: ListParams) => ['admin', 'bugs', 'list', params] as const,
  item: (id: string) => ['admin', 'bugs', 'item', id] as const,
};

/** One page of a queue (`triage` oldest first, `arbitration`, `overdue`, `all`), its status filter and search. */
export function useBugQueue(params: ListParams) {
  return useQuery(
    queryOptions({
      queryKey: bugKeys.list(params),
      queryFn: ({ signal }) => callApi(api.list, { query: params }, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The report as staff see it: the project's levels and scope, the hacker's history, a duplicate's reporter. */
export function useBugDetail(id: string | null) {
  return useQuery({
    queryKey: bugKeys.item(id ?? ''),
    queryFn: ({ signal }) => callApi(api.detail, { params: { id: id ?? '' } }, signal),
    enabled: id !== null,
  });
}

/** The decisions staff take on a report; each carries the reason the hacker reads. */
export type BugDecision =
  | { action: 'accept' | 'arbitrate'; grade: string; reason: string }
  | { action: 'markRepeat'; duplicateOf: string; reason: string }
  | { action: 'ignore' | 'refuse' | 'turnBack'; reason: string }
  | { action: 'recheckResult'; passed: boolean; reason: string };
export type BugDecisionAction = BugDecision['action'];

function send(id: string, decision: BugDecision) {
  const params = { id };
  switch (decision.action) {
    case 'accept':
    case 'arbitrate':
      return callApi(api[decision.action], { params, body: { grade: decision.grade, reason: decision.reason } });
    case 'markRepeat':
      return callApi(api.markRepeat, { params, body: { duplicateOf: decision.duplicateOf, reason: decision.reason } });
    case 'recheckResult':
      return callApi(api.recheckResult, { params, body: { passed: decision.passed, reason: decision.reason } });
    default:
      return callApi(api[decision.action], { params, body: { reason: decision.reason } });
  }
}

/**
 * Sends one decision. Whatever the answer, the queues, this report and the audit log are
 * fetched again: after a success they changed, and after a refusal (above all a 409: someone
 * else decided first) the screen must show the report as it now is, not as it was.
 * Messages are the caller's: it knows whether a refusal belongs on a field.
 */
export function useDecideBug(report: Pick<AdminBugDetail, 'id'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: BugDecision) => send(report.id, decision),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: bugKeys.all }), client.invalidateQueries({ queryKey: adminKeys.collection('audit-log') })]),
  });
}
