import type { BugDetail, StaffPermission } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { bugDetailOf } from './bug-view';
import { bugAskerOf, loadBugFor } from './bugs-policy';

/**
 * GET /bugdetail and POST /src/bug/detail: the report for the reporter, the owner company
 * (past triage) or staff with triage or arbitration; anyone else gets `bugNotFound`.
 */
export async function getBugDetail({ ctx, actor, input, permissions }: UseCaseOptions<{ id: string }, UserActor> & { permissions: ReadonlySet<StaffPermission> }): Promise<BugDetail> {
  const { bug, role } = await loadBugFor(ctx, bugAskerOf(actor, permissions), input.id);
  const { testRange: _testRange, duplicateOfReporterId: _original, ...detail } = await bugDetailOf(ctx, bug, role, actor.locale);
  return detail;
}
