import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BUG_PAGE_SIZE, bugsApi, type BugStatusFilter } from '@wardline/contract';
import { ApiError, callApi, callFile } from '@/lib/api-client';

/** The vulnerability tab's filters (spec 002 §2.4: status, title, number). */
export type ProjectBugFilters = { status: BugStatusFilter; holeTitle: string; holeNumber: string; page: number };

/** GET /bugList: the owner's reports past triage, or a participating hacker's own; 10 a page. */
export function useProjectBugs(projectId: string, filters: ProjectBugFilters) {
  return useQuery({
    queryKey: ['bugs', 'project', projectId, filters],
    queryFn: ({ signal }) =>
      callApi(
        bugsApi.projectList,
        {
          query: {
            projectId,
            page: filters.page,
            size: BUG_PAGE_SIZE,
            status: filters.status === 'all' ? undefined : filters.status,
            holeTitle: filters.holeTitle || undefined,
            holeNumber: filters.holeNumber || undefined,
          },
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The export answered a document without a type: nothing usable to save (spec 002 §8 "export failed"). */
export class ExportWithoutType extends Error {}

/**
 * GET /loadfile?id=<project>: the project's report as a file, saved by the browser. A refusal
 * (an envelope instead of a file) becomes an ApiError with the server's message; a document
 * without a type an ExportWithoutType.
 */
export async function downloadProjectBugReport(projectId: string): Promise<void> {
  const res = await callFile(bugsApi.exportReport, { query: { id: projectId } });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const envelope = (await res.json().catch(() => null)) as { errcode?: number; errmsg?: string } | null;
    throw new ApiError(envelope?.errcode ?? res.status, envelope?.errmsg ?? '', res.status);
  }
  const blob = await res.blob();
  if (!blob.type) throw new ExportWithoutType();
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ? decodeURIComponent(name) : `bugs-${projectId}.xlsx`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
