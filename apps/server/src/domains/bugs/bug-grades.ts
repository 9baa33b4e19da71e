import { bugGradeLabels, DEFAULT_HOLE_LEVELS, fenToYuan, type BugDetail, type GradeView, type Locale } from '@wardline/contract';
import type { ProjectHoleLevelRow } from '../projects/projects.tables';

/**
 * Grades as people read them: a hole code of the project's levels (or `waitperfect`) named
 * in the caller's language. A default level the company kept under its default name is
 * named in the caller's language; a level the company named itself keeps its name.
 */
/** What naming a grade needs of a project's levels. */
export type LevelName = Pick<ProjectHoleLevelRow, 'holeCode' | 'name' | 'color'>;

export function gradeNameOf(code: string, levels: readonly LevelName[], locale: Locale): string {
  if (code === 'waitperfect') return bugGradeLabels.waitperfect[locale];
  const level = levels.find((l) => l.holeCode === code);
  const standard = DEFAULT_HOLE_LEVELS.find((d) => d.holeCode === code);
  if (standard && (!level || level.name === standard.name.zh || level.name === standard.name.en)) return standard.name[locale];
  return level?.name ?? code;
}

export function gradeViewOf(code: string | null, levels: readonly LevelName[], locale: Locale): GradeView | null {
  if (code === null) return null;
  const level = levels.find((l) => l.holeCode === code);
  return { code, name: gradeNameOf(code, levels, locale), color: level?.color ?? null };
}

/** The grade that counts now: arbitration's, else the company's, else triage's, else none yet. */
export function currentGradeCode(bug: { endGrade: string | null; confirmGrade: string | null; auditGrade: string | null }): string | null {
  return bug.endGrade ?? bug.confirmGrade ?? bug.auditGrade;
}

/** The levels a grade may be chosen from, heaviest first, named in the caller's language. */
export function levelViews(levels: readonly ProjectHoleLevelRow[], locale: Locale): BugDetail['levels'] {
  return [...levels]
    .sort((a, b) => b.weight - a.weight)
    .map((l) => ({ holeCode: l.holeCode, holeLevelName: gradeNameOf(l.holeCode, levels, locale), color: l.color, weight: l.weight, holeMoney: fenToYuan(l.moneyFen) }));
}
