import { z } from 'zod';
import { LEADERBOARD_TOP } from '../constants/community';
import { leaderboardPeriodSchema } from '../enums/community';
import { rightsLevelSchema } from '../enums/levels';
import { LEADERBOARD_FIRST_MS } from '../periods';
import { pageParam, sizeParam } from './common';

/**
 * `startTime` of a leaderboard: any instant of the period (the web sends its first, in China
 * time), from 1 January 2019. Required for a month, quarter or year; ignored for all time.
 */
const startTimeSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: 'rank.startTime.invalid' }).int('rank.startTime.invalid').min(LEADERBOARD_FIRST_MS, 'rank.startTime.invalid').optional(),
);

function requireStartTime<T extends { radio: '' | number; startTime?: number | undefined }>(value: T, ctx: z.RefinementCtx) {
  if (value.radio !== '' && value.startTime === undefined) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'rank.startTime.required' });
}

/** POST /rank (spec 001 §7): page and size are accepted, the board is the top 10 (size at most 10). */
export const rankBody = z
  .object({ page: pageParam, size: sizeParam(LEADERBOARD_TOP, LEADERBOARD_TOP), radio: leaderboardPeriodSchema, startTime: startTimeSchema })
  .superRefine(requireStartTime);
export type RankBody = z.input<typeof rankBody>;

/** POST /team/rank: the spec shows `startTime`; `radio` (the same period codes, default all time) is ours, as the team tab has the same pickers. */
export const teamRankBody = z.object({ radio: leaderboardPeriodSchema, startTime: startTimeSchema }).superRefine(requireStartTime);
export type TeamRankBody = z.input<typeof teamRankBody>;

export const rankAchievement = z.object({ title: z.string(), content: z.string(), logo: z.string().nullable() });

/** Personal ranking row (spec 001 §3): `rank` is the points of the period, `level` the person level (-1 none). */
export const personalRankRow = z.object({
  userId: z.string(),
  ranking: z.number().int(),
  personcard: z.string().nullable(),
  nickname: z.string(),
  level: z.number().int(),
  rank: z.number().int(),
  team: z.string().nullable(),
  achievementList: z.array(rankAchievement),
});
export type PersonalRankRow = z.infer<typeof personalRankRow>;

/** `mine`: the signed-in caller's own row when they have points in the period (the web shows it below a top 10 they are not in). */
export const rankResult = z.object({ data: z.array(personalRankRow), total: z.number().int(), mine: personalRankRow.nullable() });
export type RankResult = z.infer<typeof rankResult>;

/** Team ranking row (spec 001 §3); `id` is the team's public id. */
export const teamRankRow = z.object({ index: z.number().int(), id: z.string(), name: z.string(), logo: z.string().nullable(), teamMemberCount: z.number().int(), rank: z.number().int() });
export type TeamRankRow = z.infer<typeof teamRankRow>;
export const teamRankResult = z.object({ data: z.array(teamRankRow), total: z.number().int(), mine: teamRankRow.nullable() });
export type TeamRankResult = z.infer<typeof teamRankResult>;

/** A person level 0–4 as answered (the request-side `personLevelSchema` reads strings too, which an answer cannot encode). */
const personLevel = z.number().int().min(0).max(4);

/**
 * GET /user/rights: the caller's own standing for /hackerservice/hacker-rights. `level` is this
 * year's rights level (from `previousYearPoints`), `yearPoints` what counts for next year's,
 * `next` the level above with the points it needs and how many are missing this year.
 */
export const myRights = z.object({
  year: z.number().int(),
  level: rightsLevelSchema,
  multiplier: z.number(),
  previousYearPoints: z.number().int(),
  yearPoints: z.number().int(),
  totalPoints: z.number().int(),
  yearRanking: z.number().int().nullable(),
  ranking: z.number().int().nullable(),
  next: z.object({ level: rightsLevelSchema, points: z.number().int(), missing: z.number().int() }).nullable(),
  personLevel: personLevel,
  nextPersonLevel: z.object({ level: personLevel, points: z.number().int(), missing: z.number().int() }).nullable(),
});
export type MyRights = z.infer<typeof myRights>;

/** One yearly decision of rights levels (console): how many hackers hold each level that year. */
export const adminRightsRun = z.object({
  year: z.number().int(),
  computedAt: z.string(),
  counts: z.object({ V0: z.number().int(), V1: z.number().int(), V2: z.number().int(), V3: z.number().int() }),
});
export type AdminRightsRun = z.infer<typeof adminRightsRun>;
export const adminRightsRunList = z.object({ total: z.number().int(), data: z.array(adminRightsRun) });
export const adminRightsRecomputeBody = z.object({
  year: z.coerce.number({ error: 'rights.year.invalid' }).int('rights.year.invalid').min(2019, 'rights.year.invalid').max(2100, 'rights.year.invalid'),
});
export type AdminRightsRecomputeBody = z.input<typeof adminRightsRecomputeBody>;
