import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/helper';
import { buildCompany, buildStaff, signedIn, type SignedIn } from '../../../test/factories';
import { callAs } from '../projects/projects-test-support';
import { runningProject, type RunningProject } from '../bugs/bugs-test-support';
import { insertBug } from '../bugs/bug-moves-test-support';
import type { BugRow } from '../bugs/bugs.tables';
import { pointAwards } from './reputation.tables';

export type ReputationWorld = {
  company: SignedIn;
  /** Staff holding every permission (arbitration ends reports). */
  staff: SignedIn;
  /** An SRC project (no money: a graded report ends at once) with the default levels 40/30/20/10. */
  src: RunningProject;
};

export async function buildReputationWorld(t: TestApp): Promise<ReputationWorld> {
  const company = await signedIn(t, await buildCompany(t));
  const staff = await signedIn(t, await buildStaff(t));
  const src = await runningProject(t, company, { type: 'SecurityResponse' });
  return { company, staff, src };
}

/**
 * A report of `reporter` taken to `end` by the real arbitration call (an SRC project has no
 * money, so the final grade ends it), with every job it set off run: the points are issued.
 */
export async function endedReport(t: TestApp, w: ReputationWorld, reporter: { id: number }, grade = 'high'): Promise<BugRow> {
  const bug = await insertBug(t, w.src.publicId, reporter, { state: 'arbitrationing', confirmGrade: grade });
  // A session of its own: a test may have moved the clock past the world's first one.
  const res = await callAs(t, await signedIn(t, w.staff), 'POST', `/admin/bugs/${bug.publicId}/arbitrate`, { grade, reason: '仲裁结论' });
  if (res.status !== 200) throw new Error(`arbitrate failed: ${res.body.errmsg}`);
  await t.jobs.drain();
  return bug;
}

/**
 * Points given straight to a hacker at a moment (for boards, periods and levels): a closed
 * report and its award row, as the award would write it; the totals follow by trigger.
 */
export async function givePoints(t: TestApp, w: ReputationWorld, userId: number, points: number, at: Date, teamId: number | null = null): Promise<void> {
  const bug = await insertBug(t, w.src.publicId, { id: userId }, { state: 'end', endGrade: 'high', holeNumber: `WL-P${randomBytes(6).toString('hex')}` });
  await t.db.insert(pointAwards).values({ userId, bugId: bug.id, reason: 'reportEnded', points, weight: points, rightsLevel: 'V1', critical: false, teamId, awardedAt: at });
}
