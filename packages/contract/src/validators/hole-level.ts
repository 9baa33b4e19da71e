import { z } from 'zod';
import { HOLE_LEVEL_LIMITS, REWARD_POOL } from '../constants/projects';
import { HOLE_COLORS } from '../enums/hole-level';
import { yuanAmountSchema } from './money';

/** Reward pool of the publish form: yuan in the payload, integer fen after parsing. */
export const rewardPoolSchema = yuanAmountSchema(REWARD_POOL.maxYuan, { required: 'rewardPool.required', range: 'rewardPool.range' });

/** A whole number that may arrive as a digit string from a form. */
const wholeNumber = (required: string, range: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: required }).int(range).min(min, range).max(max, range),
  );

/**
 * One hole level as the company sets it (spec 002 §5.1). `holeMoney` is checked
 * against the pool ceiling here and against the project's own pool by
 * `addHoleMoneyIssues`, which needs both fields.
 */
export const holeLevelSchema = z.object({
  holeCode: z.string().trim().max(32, 'invalid').regex(/^[A-Za-z0-9_-]*$/, 'invalid').optional(),
  holeLevelName: z
    .string({ error: 'holeLevel.name.required' })
    .trim()
    .min(1, { error: 'holeLevel.name.required', abort: true })
    .max(HOLE_LEVEL_LIMITS.nameMax, 'holeLevel.name.max'),
  weight: wholeNumber('holeLevel.weight.required', 'holeLevel.weight.range', HOLE_LEVEL_LIMITS.weightMin, HOLE_LEVEL_LIMITS.weightMax),
  holeMoney: yuanAmountSchema(REWARD_POOL.maxYuan, { required: 'holeLevel.money.required', range: 'holeLevel.money.range' }),
  holeDescription: z
    .string({ error: 'holeLevel.description.required' })
    .trim()
    .min(1, { error: 'holeLevel.description.required', abort: true })
    .max(HOLE_LEVEL_LIMITS.descriptionMax, 'tooLong'),
  color: z.enum(HOLE_COLORS, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'holeLevel.color.required' : 'enum.invalid'),
  }),
});
export type HoleLevelInput = z.input<typeof holeLevelSchema>;
export type HoleLevel = z.output<typeof holeLevelSchema>;

/** Indexes of levels whose weight repeats an earlier level's. */
export function duplicateWeightIndexes(levels: readonly { weight: number }[]): number[] {
  const seen = new Set<number>();
  const duplicates: number[] = [];
  levels.forEach(({ weight }, i) => {
    if (seen.has(weight)) duplicates.push(i);
    seen.add(weight);
  });
  return duplicates;
}

/**
 * At least one level, at most `maxLevels`, weights unique. The list keeps the order it
 * came in, so issue paths point at the rows the user typed; sort with `sortHoleLevels`
 * when storing or showing.
 */
export const holeLevelListSchema = z
  .array(holeLevelSchema, { error: 'holeLevel.atLeastOne' })
  .min(1, 'holeLevel.atLeastOne')
  .max(HOLE_LEVEL_LIMITS.maxLevels, 'tooLong')
  .superRefine((levels, ctx) => {
    for (const i of duplicateWeightIndexes(levels)) {
      ctx.addIssue({ code: 'custom', message: 'holeLevel.weight.duplicate', path: [i, 'weight'] });
    }
  });

/** Hole levels ordered as the spec lists them: weight descending. */
export function sortHoleLevels<T extends { weight: number }>(levels: readonly T[]): T[] {
  return [...levels].sort((a, b) => b.weight - a.weight);
}

/**
 * Adds an issue for each level whose reward exceeds the project's pool, for use in the
 * project schema's superRefine. SRC projects have no pool: their rewards must all be 0.
 */
export function addHoleMoneyIssues(
  ctx: z.RefinementCtx,
  holeList: readonly { holeMoney: number }[],
  poolFen: number,
  path: readonly (string | number)[] = ['holeList'],
): void {
  holeList.forEach(({ holeMoney }, i) => {
    if (holeMoney > poolFen) ctx.addIssue({ code: 'custom', message: 'holeLevel.money.range', path: [...path, i, 'holeMoney'] });
  });
}
