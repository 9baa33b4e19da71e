import { eq } from 'drizzle-orm';
import { bugCategoryOf, bugProgressReached, fenToYuan, type BugDetail, type Locale } from '@wardline/contract';
import type { AppContext } from '../../context';
import { users } from '../identity/identity.tables';
import { holeLevelsOf } from '../projects/project-form';
import { projects } from '../projects/projects.tables';
import { bugActionsOf } from './bug-actions';
import { bugClocksOf } from './bug-clocks';
import { currentGradeCode, gradeNameOf, gradeViewOf, levelViews } from './bug-grades';
import { bugHistoryRows, historyEntryOf } from './bug-history';
import { commentRightsOf, type BugRole } from './bugs-policy';
import { bugs, type BugRow } from './bugs.tables';

/** What the console's view adds to the detail (admin-bug-queue.ts). */
export type DetailExtras = { testRange: string; duplicateOfReporterId: number | null };

/**
 * Every field of a report as `role` may read it (spec 001 §3 Bug; issue 9 §5): grade names
 * from the project's levels in the caller's language, the receipt, the history with who
 * moved it (never a staff member's name), the SLA clocks, the caller's buttons and comment
 * rights, a duplicate's original (number, grade, first-seen; never its reporter here).
 */
export async function bugDetailOf(ctx: AppContext, bug: BugRow, role: BugRole, locale: Locale): Promise<BugDetail & DetailExtras> {
  // The five reads do not depend on each other: one round of the pool, not five in a row.
  const [[project], levels, [reporter], [original], history] = await Promise.all([
    ctx.db
      .select({ publicId: projects.publicId, name: projects.name, projectType: projects.projectType, retest: projects.retest, testRange: projects.testRange, triageSlaDays: projects.triageSlaDays, confirmSlaDays: projects.confirmSlaDays })
      .from(projects)
      .where(eq(projects.id, bug.projectId))
      .limit(1),
    holeLevelsOf(ctx.db, bug.projectId),
    ctx.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, bug.reporterId)).limit(1),
    bug.duplicateOfId === null
      ? Promise.resolve([])
      : ctx.db
          .select({ holeNumber: bugs.holeNumber, createdAt: bugs.createdAt, endGrade: bugs.endGrade, confirmGrade: bugs.confirmGrade, auditGrade: bugs.auditGrade, selfGrade: bugs.selfGrade, reporterId: bugs.reporterId, projectId: bugs.projectId })
          .from(bugs)
          .where(eq(bugs.id, bug.duplicateOfId))
          .limit(1),
    bugHistoryRows(ctx.db, bug.id),
  ]);
  if (!project) throw new Error(`report ${bug.id} has no project`);
  const now = ctx.clock.now();
  const actions = bugActionsOf(role, { ...bug, projectType: project.projectType, retest: project.retest }, now);
  const rights = commentRightsOf(role);
  const category = bugCategoryOf(bug.bugType);
  const name = (code: string | null) => (code === null ? null : gradeNameOf(code, levels, locale));
  const view = (code: string | null) => gradeViewOf(code, levels, locale);
  // The original may belong to the same project only (triage links within one), so its grade reads from the same levels.
  const originalLevels = original && original.projectId !== bug.projectId ? await holeLevelsOf(ctx.db, original.projectId) : levels;

  return {
    id: bug.publicId,
    holenumber: bug.holeNumber,
    holetitle: bug.title,
    projectname: project.name,
    projectid: project.publicId,
    projectype: project.projectType,
    bugtype: bug.bugType,
    bugtypeName: category?.name[locale] ?? bug.bugType,
    cwe: category?.cwe ?? null,
    holegrade: bug.selfGrade,
    holeGradeName: gradeNameOf(bug.selfGrade, levels, locale),
    auditGradeName: name(bug.auditGrade),
    confirmGradeName: name(bug.confirmGrade),
    endGradeName: name(bug.endGrade),
    auditGrade: view(bug.auditGrade),
    confirmGrade: view(bug.confirmGrade),
    endGrade: view(bug.endGrade),
    gradeReason: bug.gradeReason,
    holestatus: bug.state,
    createtime: bug.createdAt.toISOString(),
    operation: actions.includes('confirm') ? 'confirmed' : null,
    isTurn: bug.isTurn,
    readCommentRight: rights.read,
    commentRight: rights.write,
    timeProgress: bugProgressReached(bug.state),
    holeurl: bug.url,
    holedescribe: bug.description,
    holedanger: bug.danger,
    holedetail: bug.detail,
    repairpropose: bug.repairSuggestion,
    judgeBasis: bug.judgeBasis,
    cvssVector: bug.cvssVector,
    cvssScore: bug.cvssScore,
    reporterName: reporter?.nickname ?? '',
    duplicateOf: original
      ? { holenumber: original.holeNumber, grade: gradeViewOf(currentGradeCode(original) ?? original.selfGrade, originalLevels, locale), firstSeenAt: original.createdAt.toISOString() }
      : null,
    appealDeadline: bug.appealDeadline?.toISOString() ?? null,
    appealReason: bug.appealReason,
    reward: bug.rewardFen === null ? null : fenToYuan(bug.rewardFen),
    receipt: { id: bug.publicId, holenumber: bug.holeNumber, firstSeenAt: bug.createdAt.toISOString(), digest: bug.digest, prevDigest: bug.prevDigest, version: bug.version },
    history: history.map((line) => historyEntryOf(line, bug)),
    clocks: bugClocksOf(bug, history, project, now),
    actions,
    levels: levelViews(levels, locale),
    testRange: project.testRange,
    duplicateOfReporterId: original?.reporterId ?? null,
  };
}
