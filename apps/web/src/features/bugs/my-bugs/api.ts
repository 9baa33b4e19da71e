import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BUG_PAGE_SIZE, bugsApi, type BugStatus } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** My bugs' filters (spec 001 §4): a status of the filter or all, title, number, page. */
export type MyBugFilters = { status?: BugStatus; holeTitle?: string; holeNumber?: string; page: number };

/** POST /buglistofproject: the caller's reports across projects, 10 a page. Under `bugs`, so a submission or a move refreshes it. */
export function useMyBugs(filters: MyBugFilters, viewer: string | null) {
  return useQuery({
    queryKey: ['bugs', 'mine', viewer, filters],
    queryFn: ({ signal }) => callApi(bugsApi.myList, { body: { ...filters, size: BUG_PAGE_SIZE } }, signal),
    placeholderData: keepPreviousData,
  });
}
