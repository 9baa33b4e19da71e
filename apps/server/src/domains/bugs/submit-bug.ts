import { and, count, eq, gte } from 'drizzle-orm';
import { BUG_DAILY_CAP_PER_PROJECT, bugEntryState, type BugReceipt, type submitBugBody } from '@wardline/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { UserActor } from '../../platform/actor';
import { recordEvent } from '../../platform/events/event-bus';
import { enforce } from '../../platform/policy/policy';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { checkCaptcha } from '../identity/captcha/check-captcha';
import { hackerOperation } from '../projects/hacker-operation';
import { askerOf, enrolmentOf } from '../projects/project-asker';
import { findProject, holeLevelsOf } from '../projects/project-form';
import { projectRefusal } from '../projects/projects-policy';
import { bugContentOf, contentColumns } from './bug-content';
import { recordBugHistory } from './bug-history';
import { takeReceipt } from './bug-receipt';
import { bugFiled } from './bug-submission.events';
import { bugs } from './bugs.tables';

export type SubmitBugInput = z.output<typeof submitBugBody>;

const PLATFORM_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of the platform's day (China Standard Time) that `now` falls in: the daily cap's window. */
export function platformDayStart(now: Date): Date {
  const local = now.getTime() + PLATFORM_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - PLATFORM_OFFSET_MS);
}

/**
 * POST /hacker/submitBug (spec 001 §7, issue 9 §1). Behind the image captcha; only a hacker
 * whose operation on the project is `submission` while it is `doing`; the content is checked
 * and sanitised (bug-content.ts); at most BUG_DAILY_CAP_PER_PROJECT a day per project. In one
 * transaction, under the project row's lock: the receipt (number, digest chained to the
 * project's previous report), the report in its entry state, the first history line and
 * the `bug.filed` event.
 */
export async function submitBug({ ctx, actor, input }: UseCaseOptions<SubmitBugInput, UserActor>): Promise<BugReceipt> {
  await checkCaptcha(ctx, { token: input.code, answer: input.photoCode, field: 'photoCode' });
  const project = await findProject(ctx.db, input.projectid);
  if (!project) throw new AppError('projectNotFound');
  const enrolment = await enrolmentOf(ctx.db, project.id, actor.user.id);
  enforce(projectRefusal({ ...askerOf(actor), enrolment }, 'viewDetail', project));
  const operation = hackerOperation({ kind: 'user', role: actor.user.role, usertype: actor.user.usertype }, project.state, enrolment);
  if (operation === 'end' || (operation === 'submission' && project.state !== 'doing')) throw new AppError('bugProjectNotRunning');
  if (operation !== 'submission') throw new AppError('bugSubmitNotAllowed');

  const content = bugContentOf(input, await holeLevelsOf(ctx.db, project.id));
  const state = bugEntryState(project.bugAudit);

  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const receipt = await takeReceipt(tx, project.id, content, now);
    // Counted under the project's lock, so two racing submissions cannot both be the 20th.
    const [today] = await tx.db
      .select({ n: count() })
      .from(bugs)
      .where(and(eq(bugs.reporterId, actor.user.id), eq(bugs.projectId, project.id), gte(bugs.createdAt, platformDayStart(now))));
    if ((today?.n ?? 0) >= BUG_DAILY_CAP_PER_PROJECT) throw new AppError('bugDailyCap');

    const [row] = await tx.db
      .insert(bugs)
      .values({
        holeNumber: receipt.holeNumber,
        projectId: project.id,
        companyId: project.companyId,
        reporterId: actor.user.id,
        state,
        stateEnteredAt: now,
        ...contentColumns(content),
        digest: receipt.digest,
        prevDigest: receipt.prevDigest,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: bugs.id, publicId: bugs.publicId });
    const bug = row!;
    await recordBugHistory(tx, { bugId: bug.id, action: 'submit', from: state, to: state, actorId: actor.user.id, at: now });
    await recordEvent(tx, bugFiled, {
      subjectId: bug.id,
      actorId: actor.user.id,
      payload: { bugId: bug.id, publicId: bug.publicId, holeNumber: receipt.holeNumber, title: content.title, projectName: project.name, companyId: project.companyId, reporterId: actor.user.id, action: 'submit', state },
    });
    return { id: bug.publicId, holenumber: receipt.holeNumber, firstSeenAt: now.toISOString(), digest: receipt.digest, prevDigest: receipt.prevDigest, version: 1 };
  });
}
