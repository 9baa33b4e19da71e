import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bugsApi, srcBugsApi, type AddCommentBody, type ConfirmGradeBody } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

const COMMENT_PAGE = 20;

export const bugDetailKey = (id: string) => ['bugs', 'detail', id] as const;

/** GET /bugdetail: every field, the receipt, history, clocks and the caller's buttons. */
export function useBugDetail(id: string) {
  return useQuery({ queryKey: bugDetailKey(id), queryFn: ({ signal }) => callApi(bugsApi.detail, { query: { id } }, signal) });
}

/** GET /commentlist, oldest first, 20 a page ("load more" appends the next). */
export function useBugComments(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['bugs', 'comments', id],
    queryFn: ({ signal, pageParam }) => callApi(bugsApi.comments, { query: { id, page: pageParam, size: COMMENT_PAGE } }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * COMMENT_PAGE < last.total ? pages.length + 1 : undefined),
    enabled,
  });
}

export function useAddComment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCommentBody) => callApi(bugsApi.addComment, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['bugs', 'comments', id] }),
  });
}

/**
 * The state changes of the detail page's buttons. Each answers the report's new status
 * only; the page reloads the whole detail after it, since history, clocks and buttons move too.
 */
export type BugMove =
  | { kind: 'appeal'; content: string }
  | { kind: 'confirm'; grade: string; content: string; src: boolean }
  | { kind: 'turnBack'; reason: string }
  | { kind: 'recheck'; content: string }
  | { kind: 'claim' }
  | { kind: 'confirmRepair' };

function send(id: string, move: BugMove) {
  switch (move.kind) {
    case 'appeal':
      return callApi(bugsApi.appeal, { body: { id, content: move.content } });
    case 'confirm': {
      const body: ConfirmGradeBody = { bugId: id, grade: move.grade, content: move.content };
      // SRC reports are confirmed through their own route (no money moves), with the same fields.
      return move.src ? callApi(srcBugsApi.confirm, { body: { id, grade: move.grade, content: move.content } }) : callApi(bugsApi.confirmGrade, { body });
    }
    case 'turnBack':
      return callApi(bugsApi.turnBack, { query: { holeId: id, reason: move.reason } });
    case 'recheck':
      return callApi(bugsApi.recheck, { body: { id, content: move.content } });
    case 'claim':
      return callApi(srcBugsApi.claim, { body: { id } });
    case 'confirmRepair':
      return callApi(srcBugsApi.confirmRepair, { body: { id } });
  }
}

export function useBugMove(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: BugMove) => send(id, move),
    // Lists elsewhere (my bugs, the project's tab) show the status too.
    onSettled: () => client.invalidateQueries({ queryKey: ['bugs'] }),
  });
}
