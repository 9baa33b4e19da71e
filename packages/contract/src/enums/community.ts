import { z } from 'zod';
import { codesOf, numericEnum, stringEnum, type LabelTable } from './define';

/** A team hall card's `status`: the viewer's relation to that team. */
export const TEAM_MEMBERSHIP_STATUSES = { notJoined: 0, applying: 1, myTeam: 3 } as const;
export type TeamMembershipStatus = (typeof TEAM_MEMBERSHIP_STATUSES)[keyof typeof TEAM_MEMBERSHIP_STATUSES];
export const teamMembershipStatusSchema = numericEnum(codesOf(TEAM_MEMBERSHIP_STATUSES));
export const teamMembershipStatusLabels: LabelTable<TeamMembershipStatus> = {
  0: { zh: '未加入', en: 'Not joined' },
  1: { zh: '申请中', en: 'Applying' },
  3: { zh: '我的团队', en: 'My team' },
};

/** The captain's answer to an application (`/team/apply/confirm` status). */
export const TEAM_APPLICATION_RESULTS = { rejected: 2, approved: 3 } as const;
export type TeamApplicationResult = (typeof TEAM_APPLICATION_RESULTS)[keyof typeof TEAM_APPLICATION_RESULTS];
export const teamApplicationResultSchema = numericEnum(codesOf(TEAM_APPLICATION_RESULTS));
export const teamApplicationResultLabels: LabelTable<TeamApplicationResult> = {
  2: { zh: '拒绝', en: 'Reject' },
  3: { zh: '通过', en: 'Approve' },
};

/** A member row's `type`: the spec names only 1 (leader); every other member is 0, decided here. */
export const TEAM_MEMBER_TYPES = { member: 0, leader: 1 } as const;
export type TeamMemberType = (typeof TEAM_MEMBER_TYPES)[keyof typeof TEAM_MEMBER_TYPES];
export const teamMemberTypeSchema = numericEnum(codesOf(TEAM_MEMBER_TYPES));
export const teamMemberTypeLabels: LabelTable<TeamMemberType> = {
  0: { zh: '队员', en: 'Member' },
  1: { zh: '队长', en: 'Leader' },
};

/** Leaderboard `radio`: '' all time, 1 month, 2 quarter, 3 year. */
export const LEADERBOARD_PERIODS = { all: '', month: 1, quarter: 2, year: 3 } as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[keyof typeof LEADERBOARD_PERIODS];
/** Absent or null means all time, like ''. */
export const leaderboardPeriodSchema = z
  .preprocess((v) => (v === null ? '' : v), z.union([z.literal(''), numericEnum([1, 2, 3])], { error: 'enum.invalid' }))
  .default('');
export const leaderboardPeriodLabels: LabelTable<LeaderboardPeriod> = {
  '': { zh: '全部', en: 'All time' },
  1: { zh: '月度', en: 'Month' },
  2: { zh: '季度', en: 'Quarter' },
  3: { zh: '年度', en: 'Year' },
};

/**
 * What awards an achievement (staff pick one with a target in the console): valid reports
 * (closed reports that earned points; target 1 is "first valid report"), critical reports,
 * months finished in the top 10 of the monthly board, joining a team, trusted authentication.
 */
export const ACHIEVEMENT_RULES = ['validReports', 'criticalReports', 'topTenMonths', 'teamJoined', 'trustedAuth'] as const;
export type AchievementRule = (typeof ACHIEVEMENT_RULES)[number];
export const achievementRuleSchema = stringEnum(ACHIEVEMENT_RULES);
export const achievementRuleLabels: LabelTable<AchievementRule> = {
  validReports: { zh: '有效漏洞数', en: 'Valid reports' },
  criticalReports: { zh: '严重漏洞数', en: 'Critical reports' },
  topTenMonths: { zh: '月度排行前十次数', en: 'Months in the monthly top 10' },
  teamJoined: { zh: '加入团队', en: 'Joined a team' },
  trustedAuth: { zh: '通过可信认证', en: 'Trusted authentication' },
};
/** Rules that are a yes-or-no fact: their target is always 1. */
export const ONE_TIME_ACHIEVEMENT_RULES: readonly AchievementRule[] = ['teamJoined', 'trustedAuth'];

/** Achievement `status` as answered: 0 in progress, 1 obtained and not yet acknowledged, 2 obtained and acknowledged. */
export const ACHIEVEMENT_STATUSES = { inProgress: 0, obtained: 1, confirmed: 2 } as const;

/** Achievement `status`: 0 in progress, anything above 0 obtained. */
export function isAchievementObtained(status: number): boolean {
  return status > 0;
}
