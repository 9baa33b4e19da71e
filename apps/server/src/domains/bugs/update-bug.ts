import { eq } from 'drizzle-orm';
import { BUG_TURN, bugEntryState, bugLifecycleMachine, type BugReceipt, type perfectBugBody } from '@wardline/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import { recordEvent } from '../../platform/events/event-bus';
import { transition } from '../../platform/transitions/transition';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { checkCaptcha } from '../identity/captcha/check-captcha';
import { holeLevelsOf } from '../projects/project-form';
import { projects } from '../projects/projects.tables';
import { bugContentOf, contentColumns } from './bug-content';
import { canonicalJson, receiptDigest, type BugContent } from './bug-receipt';
import { bugFiled } from './bug-submission.events';
import { bugAskerOf, loadBugFor, type BugPermissions } from './bugs-policy';
import { bugs, bugVersions, type BugRow } from './bugs.tables';

export type UpdateBugInput = z.output<typeof perfectBugBody>;

function contentOfRow(bug: BugRow): BugContent {
  const { title, selfGrade, judgeBasis, bugType, url, description, danger, detail, repairSuggestion, cvssVector } = bug;
  return { title, selfGrade, judgeBasis, bugType, url, description, danger, detail, repairSuggestion, cvssVector };
}

/**
 * POST /perfectHole (issue 9 §1): the reporter's update of a report turned back to them
 * (`isTurn` 1). The version it replaces is kept in `bug_versions` with everything needed to
 * recompute its digest; the new digest chains to the previous version's (so `prevDigest` of
 * an updated report is its own last version's digest, and the first version's still links
 * into the project's chain). `isTurn` becomes 2 and the report goes back to its entry state
 * through the machine (`resubmit`).
 */
export async function updateBug({ ctx, actor, input, permissions }: UseCaseOptions<UpdateBugInput, UserActor> & BugPermissions): Promise<BugReceipt> {
  await checkCaptcha(ctx, { token: input.code, answer: input.photoCode, field: 'photoCode' });
  return inTransaction(ctx, async (tx) => {
    const { bug } = await loadBugFor(tx, bugAskerOf(actor, permissions), input.id, { lock: true, action: 'update' });
    if (bug.isTurn !== BUG_TURN.waiting) throw new AppError('bugNotTurnedBack');
    const [project] = await tx.db.select({ publicId: projects.publicId, name: projects.name, bugAudit: projects.bugAudit }).from(projects).where(eq(projects.id, bug.projectId)).limit(1);
    const content = bugContentOf(input, await holeLevelsOf(tx.db, bug.projectId));
    const now = tx.clock.now();

    await tx.db.insert(bugVersions).values({
      bugId: bug.id,
      version: bug.version,
      content: canonicalJson({ content: contentOfRow(bug), project: project!.publicId, firstSeenAt: bug.createdAt.toISOString(), prevDigest: bug.prevDigest }),
      digest: bug.digest,
      savedAt: now,
    });
    const digest = receiptDigest({ content, projectPublicId: project!.publicId, firstSeenAt: bug.createdAt, prevDigest: bug.digest });
    const to = bugEntryState(project!.bugAudit);
    await transition(tx, {
      machine: bugLifecycleMachine,
      table: bugs,
      idColumn: bugs.id,
      stateColumn: bugs.state,
      id: bug.id,
      action: 'resubmit',
      to,
      actorId: actor.user.id,
      conflict: 'bugStateConflict',
      set: { ...contentColumns(content), version: bug.version + 1, digest, prevDigest: bug.digest, isTurn: BUG_TURN.updated, stateEnteredAt: now, updatedAt: now },
    });
    await recordEvent(tx, bugFiled, {
      subjectId: bug.id,
      actorId: actor.user.id,
      payload: { bugId: bug.id, publicId: bug.publicId, holeNumber: bug.holeNumber, title: content.title, projectName: project!.name, companyId: bug.companyId, reporterId: bug.reporterId, action: 'resubmit', state: to },
    });
    return { id: bug.publicId, holenumber: bug.holeNumber, firstSeenAt: bug.createdAt.toISOString(), digest, prevDigest: bug.digest, version: bug.version + 1 };
  });
}
