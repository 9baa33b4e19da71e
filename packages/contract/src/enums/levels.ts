import { codesOf, numericEnum, stringEnum, type LabelTable } from './define';

/** Person level 0–4, the minimum a project may require (`personlevel`). */
export const PERSON_LEVELS = { junior: 0, intermediate: 1, senior: 2, veteran: 3, master: 4 } as const;
export type PersonLevel = (typeof PERSON_LEVELS)[keyof typeof PERSON_LEVELS];
export const personLevelSchema = numericEnum(codesOf(PERSON_LEVELS));
export const personLevelLabels: LabelTable<PersonLevel> = {
  0: { zh: '初级', en: 'Junior' },
  1: { zh: '中级', en: 'Intermediate' },
  2: { zh: '高级', en: 'Senior' },
  3: { zh: '资深', en: 'Veteran' },
  4: { zh: '大师', en: 'Master' },
};
/** Leaderboard rows carry -1 for a person without a level. */
export const PERSON_LEVEL_NONE = -1;

/** Rights levels, shown as levels 1 to 5; decided each year from the previous year's points. */
export const RIGHTS_LEVELS = ['new', 'V0', 'V1', 'V2', 'V3'] as const;
export type RightsLevel = (typeof RIGHTS_LEVELS)[number];
export const rightsLevelSchema = stringEnum(RIGHTS_LEVELS);
export const rightsLevelLabels: LabelTable<RightsLevel> = {
  new: { zh: '新人', en: 'New' },
  V0: { zh: 'V0', en: 'V0' },
  V1: { zh: 'V1', en: 'V1' },
  V2: { zh: 'V2', en: 'V2' },
  V3: { zh: 'V3', en: 'V3' },
};

/** Lower bounds of previous-year points (BRIEF §4): V1 from 10, V2 from 600, V3 from 1200. */
export const RIGHTS_THRESHOLDS = { V1: 10, V2: 600, V3: 1200 } as const;
/** A report earns at most this many points before the level multiplier. */
export const POINTS_WEIGHT_CAP = 40;
/** V2 and V3 earn 1.2 times points. */
export const BOOSTED_RIGHTS_LEVELS = ['V2', 'V3'] as const satisfies readonly RightsLevel[];

/** The rights level for last calendar year's points; null means the hacker has never had points. */
export function rightsLevelForPoints(previousYearPoints: number | null): RightsLevel {
  if (previousYearPoints === null) return 'new';
  if (Number.isNaN(previousYearPoints)) throw new RangeError('previousYearPoints is NaN');
  if (previousYearPoints >= RIGHTS_THRESHOLDS.V3) return 'V3';
  if (previousYearPoints >= RIGHTS_THRESHOLDS.V2) return 'V2';
  if (previousYearPoints >= RIGHTS_THRESHOLDS.V1) return 'V1';
  return 'V0';
}

/**
 * Points for a closed, valid report: the final level's weight capped at 40, times 1.2
 * at V2/V3. Points are whole numbers, so a fractional result (weight 7 at V2 = 8.4)
 * is rounded half up; a weight below 1 earns nothing.
 */
export function pointsForReport(weight: number, level: RightsLevel): number {
  if (!Number.isFinite(weight) || weight < 1) return 0;
  const capped = Math.min(Math.floor(weight), POINTS_WEIGHT_CAP);
  const boosted = (BOOSTED_RIGHTS_LEVELS as readonly RightsLevel[]).includes(level);
  // × 12 / 10 in integers: 1.2 has no exact binary form, and 35 × 1.2 must be 42, not 41.99….
  return boosted ? Math.floor((capped * 12 + 5) / 10) : capped;
}

/**
 * All-time points from which a hacker holds each person level (decided here; the spec names
 * the five levels only). Person levels are what a project's `personlevel` asks for, so they
 * grow with a whole career, never fall back: 5 critical reports make an intermediate, about
 * 50 a master.
 */
export const PERSON_LEVEL_THRESHOLDS: Readonly<Record<Exclude<PersonLevel, 0>, number>> = { 1: 200, 2: 600, 3: 1200, 4: 2000 };

/** The person level all-time points earn. */
export function personLevelForPoints(totalPoints: number): PersonLevel {
  for (const level of [4, 3, 2, 1] as const) if (totalPoints >= PERSON_LEVEL_THRESHOLDS[level]) return level;
  return 0;
}

/** The rights level next above, and the previous-year points it needs; null at V3. */
export function nextRightsLevel(level: RightsLevel): { level: RightsLevel; points: number } | null {
  switch (level) {
    case 'new':
    case 'V0':
      return { level: 'V1', points: RIGHTS_THRESHOLDS.V1 };
    case 'V1':
      return { level: 'V2', points: RIGHTS_THRESHOLDS.V2 };
    case 'V2':
      return { level: 'V3', points: RIGHTS_THRESHOLDS.V3 };
    case 'V3':
      return null;
  }
}
