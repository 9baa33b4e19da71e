import { z } from 'zod';
import { ACHIEVEMENT_PAGE_SIZE } from '../constants/community';
import { achievementRuleSchema, ONE_TIME_ACHIEVEMENT_RULES, type AchievementRule } from '../enums/community';
import { imageRefSchema } from './admin';
import { isoDate, pageParam, sizeParam } from './common';

/** GET /achievement/list (spec 001 §7: page 1, size 16). */
export const achievementListQuery = z.object({ page: pageParam, size: sizeParam(ACHIEVEMENT_PAGE_SIZE, 96) });
export type AchievementListQuery = z.input<typeof achievementListQuery>;

/**
 * An achievement as its hacker sees it (spec 001 §3): status 0 in progress, 1 obtained, 2
 * obtained and acknowledged; progress the percent of the target reached (100 once obtained).
 */
export const achievementItem = z.object({
  id: z.string(),
  logo: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  status: z.number().int(),
  progress: z.number().int().min(0).max(100),
  obtainedAt: isoDate.nullable(),
});
export type AchievementItem = z.infer<typeof achievementItem>;
export const achievementListResult = z.object({ total: z.number().int(), obtained: z.number().int(), data: z.array(achievementItem) });
export type AchievementListResult = z.infer<typeof achievementListResult>;

/** GET /achievement/remind (spec 000 §3): achievements obtained and not yet acknowledged, oldest first. */
export const achievementReminder = z.object({ id: z.string(), logo: z.string().nullable(), title: z.string(), content: z.string(), createTime: isoDate });
export type AchievementReminder = z.infer<typeof achievementReminder>;
export const achievementRemindList = z.array(achievementReminder);

const text = (required: 'achievement.title.required' | 'achievement.content.required', max: number, tooLong: 'achievement.title.max' | 'achievement.content.max') =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** The console's form (staff, content permission): both languages, the logo, the rule and its target. */
export const adminAchievementInput = z
  .object({
    titleZh: text('achievement.title.required', 30, 'achievement.title.max'),
    titleEn: text('achievement.title.required', 60, 'achievement.title.max'),
    contentZh: text('achievement.content.required', 200, 'achievement.content.max'),
    contentEn: text('achievement.content.required', 300, 'achievement.content.max'),
    logo: z.preprocess((v) => (v === '' || v === undefined ? null : v), imageRefSchema.nullable()),
    rule: z.preprocess((v) => (v === '' || v === null ? undefined : v), achievementRuleSchema.optional()).refine((v) => v !== undefined, 'achievement.rule.invalid'),
    target: z.coerce.number({ error: 'achievement.target.invalid' }).int('achievement.target.invalid').min(1, 'achievement.target.invalid').max(10_000, 'achievement.target.invalid'),
    sortOrder: z.coerce.number({ error: 'sortOrder.invalid' }).int('sortOrder.invalid').min(-99_999, 'sortOrder.invalid').max(99_999, 'sortOrder.invalid').default(0),
    enabled: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.rule && ONE_TIME_ACHIEVEMENT_RULES.includes(v.rule as AchievementRule) && v.target !== 1) ctx.addIssue({ code: 'custom', path: ['target'], message: 'achievement.target.invalid' });
  });
export type AdminAchievementInput = z.input<typeof adminAchievementInput>;

export const adminAchievement = z.object({
  id: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  contentZh: z.string(),
  contentEn: z.string(),
  logo: z.string().nullable(),
  rule: achievementRuleSchema,
  target: z.number().int(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  createdAt: isoDate,
});
export type AdminAchievement = z.infer<typeof adminAchievement>;
