import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { bugGradeLabels, bugStateAfterGrading, type Bilingual, type BugStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { holeLevelsOf } from '../projects/project-form';
import { projects, type ProjectHoleLevelRow } from '../projects/projects.tables';
import { isSrc, type BugForMove } from './bug-moves-load';
import { moveBug } from './move-bug';
import { bugs } from './bugs.tables';
import { bugPayments } from '../money/money.tables';

/** The extra grade of the confirm dialog and of arbitration: not passed, no reward. */
export const NOT_PASSED = 'waitperfect';

/** The project's levels, to check a grade against and to name it. */
export const levelsOfBug = (tx: AppContext, bug: BugForMove) => holeLevelsOf(tx.db, bug.projectId);

/** A grade someone chose: a hole code of the project, or (where allowed) `waitperfect`; anything else is `bugGradeUnknown`. */
export function checkGrade(levels: readonly ProjectHoleLevelRow[], code: string, allowNotPassed: boolean): string {
  if (allowNotPassed && code === NOT_PASSED) return code;
  if (!levels.some((l) => l.holeCode === code)) throw new AppError('bugGradeUnknown');
  return code;
}

/** A grade named in both languages for a notice: the company's level name (one language, as it wrote it) or the platform's label. */
export function gradeName(levels: readonly ProjectHoleLevelRow[], code: string): Bilingual {
  const level = levels.find((l) => l.holeCode === code);
  if (level) return { zh: level.name, en: level.name };
  return code in bugGradeLabels ? bugGradeLabels[code as keyof typeof bugGradeLabels] : { zh: code, en: code };
}

/**
 * States whose reward is promised. Once the bounty has left the pool (a `bug_payments` row,
 * issue 10) it is counted in the project's `paid_fen`; until then it is promised: what is left
 * of the pool for the next report excludes both, so promised bounties never exceed it.
 */
const PROMISED: BugStatus[] = ['paying', 'advancePayment', 'inPayment', 'paymentFailed', 'unpaid'];

/**
 * The bounty of a final grade (BRIEF §4 "Reward and fees"): the level's money, capped at what
 * is left of the pool — the pool less what was paid and what other reports were promised.
 * The project row is locked first, so two gradings in one project at once see each other's
 * promise. SRC projects carry no money: null.
 */
export async function rewardFor(tx: AppContext, bug: BugForMove, levels: readonly ProjectHoleLevelRow[], grade: string): Promise<number | null> {
  if (isSrc(bug)) return null;
  const money = levels.find((l) => l.holeCode === grade)?.moneyFen ?? 0;
  if (money <= 0) return 0;
  const [pool] = await tx.db.select({ total: projects.rewardPoolFen, paid: projects.paidFen }).from(projects).where(eq(projects.id, bug.projectId)).for('update');
  const [promised] = await tx.db
    .select({ fen: sql<string>`coalesce(sum(${bugs.rewardFen}), 0)` })
    .from(bugs)
    .where(
      and(
        eq(bugs.projectId, bug.projectId),
        inArray(bugs.state, PROMISED),
        ne(bugs.id, bug.id),
        sql`not exists (select 1 from ${bugPayments} where ${bugPayments.bugId} = ${bugs.id})`,
      ),
    );
  const left = pool!.total - pool!.paid - Number(promised!.fen);
  return Math.max(0, Math.min(money, left));
}

export type FinalGrading = {
  bug: BugForMove;
  action: 'arbitrate' | 'closeAppeal';
  grade: string;
  actorId: number | null;
  job?: string;
  reason?: string | null;
  set?: Record<string, unknown>;
};

/**
 * Ends grading with the final grade (arbitration's, or the confirmed one when the appeal
 * window closes): `end_grade` and the capped reward are set, and the report goes on to
 * `paying` when there is money to pay, else to `end` (SRC reports always end).
 */
export async function finishGrading(tx: AppContext, { bug, action, grade, actorId, job, reason = null, set }: FinalGrading) {
  const levels = await levelsOfBug(tx, bug);
  const reward = await rewardFor(tx, bug, levels, grade);
  return moveBug(tx, {
    bug,
    action,
    to: bugStateAfterGrading(reward ?? 0),
    actorId,
    job,
    reason,
    grade: gradeName(levels, grade),
    set: { endGrade: grade, rewardFen: reward, ...set },
  });
}
