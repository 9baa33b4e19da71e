import { describe, it, expect } from 'vitest';
import { issueKeys } from '../test-support';
import { enumLabel, numericEnum, type LabelTable } from './define';
import { PROJECT_STATES, projectStateLabels, projectStateSchema, PROJECT_TYPES, projectTypeLabels, projectTypeOf, projectSortSchema, projectSortLabels, DIFFICULTIES, difficultyLabels, difficultySchema, CURRENCIES, currencyLabels, PROJECT_OWNERSHIPS, projectOwnershipLabels } from './project';
import { HACKER_PROJECT_OPERATIONS, hackerProjectOperationLabels, JOIN_STATUSES, joinStatusLabels, ENTER_STATUSES, enterStatusLabels, enterStatusSchema, verifyTypeLabels, personTypeLabels } from './enrolment';
import { BUG_STATUSES, bugStatusLabels, bugStatusSchema, BUG_STATUS_FILTERS, bugStatusFilterLabels, bugStatusFilterSchema, MY_BUG_STATUS_OPTIONS, BUG_GRADES, bugGradeLabels, bugGradeSchema, bugProgressStepLabels } from './bug';
import { USER_STATUSES, userStatusLabels, userStatusSchema, USER_TYPES, userTypeSchema, USER_ROLES, userRoleLabels, STAFF_ROLE } from './user';
import { personLevelLabels, personLevelSchema, rightsLevelLabels, RIGHTS_LEVELS } from './levels';
import { teamMembershipStatusLabels, teamMembershipStatusSchema, teamApplicationResultSchema, teamMemberTypeLabels, leaderboardPeriodSchema, leaderboardPeriodLabels, teamApplicationResultLabels, isAchievementObtained } from './community';
import { sexLabels, sexSchema, SEXES, trustedAuthFieldLabels, trustedAuthFieldSchema, privateFileSignTypeLabels, privateFileSignTypeSchema, TRUSTED_AUTH_STEPS, trustedAuthStepLabels, TRUSTED_AUTH_STEP_SIGN_TYPE, MESSAGE_STATUSES, messageStatusLabels, messageConfigTypeLabels, messageConfigTypeSchema } from './account';
import { announcementTypeLabels } from './content';
import { CONTACT_SEX } from '../schemas/contact';

const tables: Record<string, LabelTable<PropertyKey>> = {
  projectStateLabels, projectTypeLabels, projectSortLabels, difficultyLabels, currencyLabels, projectOwnershipLabels,
  hackerProjectOperationLabels, joinStatusLabels, enterStatusLabels, verifyTypeLabels, personTypeLabels,
  bugStatusLabels, bugStatusFilterLabels, bugGradeLabels, bugProgressStepLabels, userStatusLabels, userRoleLabels,
  personLevelLabels, rightsLevelLabels, teamMembershipStatusLabels, teamApplicationResultLabels, teamMemberTypeLabels,
  leaderboardPeriodLabels, sexLabels, trustedAuthFieldLabels, privateFileSignTypeLabels, trustedAuthStepLabels,
  messageStatusLabels, messageConfigTypeLabels, announcementTypeLabels,
};

describe('label tables', () => {
  it.each(Object.entries(tables))('%s has a zh and an en text for every value', (_name, table) => {
    for (const label of Object.values(table)) {
      expect(label.zh.trim()).not.toBe('');
      expect(label.en.trim()).not.toBe('');
    }
  });

  it.each([
    ['project states', PROJECT_STATES, projectStateLabels],
    ['project types', PROJECT_TYPES, projectTypeLabels],
    ['currencies', CURRENCIES, currencyLabels],
    ['ownerships', PROJECT_OWNERSHIPS, projectOwnershipLabels],
    ['operations', HACKER_PROJECT_OPERATIONS, hackerProjectOperationLabels],
    ['join statuses', JOIN_STATUSES, joinStatusLabels],
    ['enter statuses', ENTER_STATUSES, enterStatusLabels],
    ['bug statuses', BUG_STATUSES, bugStatusLabels],
    ['bug filters', BUG_STATUS_FILTERS, bugStatusFilterLabels],
    ['bug grades', BUG_GRADES, bugGradeLabels],
    ['user statuses', USER_STATUSES, userStatusLabels],
    ['roles', USER_ROLES, userRoleLabels],
    ['rights levels', RIGHTS_LEVELS, rightsLevelLabels],
    ['trusted steps', TRUSTED_AUTH_STEPS, trustedAuthStepLabels],
    ['message statuses', MESSAGE_STATUSES, messageStatusLabels],
  ] as const)('%s: the labels cover exactly the values', (_name, values, table) => {
    expect(Object.keys(table).sort()).toEqual([...values].map(String).sort());
  });

  it('falls back to the raw value for a value missing from the table', () => {
    expect(enumLabel(projectStateLabels, 'doing', 'en')).toBe('In progress');
    expect(enumLabel(projectStateLabels, 'doing', 'zh')).toBe('进行中');
    expect(enumLabel(projectStateLabels, 'archived' as never, 'en')).toBe('archived');
  });
});

describe('enumerations of the spec', () => {
  it('lists every value the spec names', () => {
    expect(PROJECT_STATES).toEqual(['unaudited', 'audited', 'apply', 'doing', 'failed', 'pause', 'settlement', 'stop']);
    expect(BUG_STATUSES).toHaveLength(19);
    expect(BUG_STATUS_FILTERS).toHaveLength(20);
    expect(BUG_STATUSES).not.toContain('waitperfect');
    expect(BUG_GRADES).toContain('waitperfect');
    expect(MY_BUG_STATUS_OPTIONS.every((s) => (BUG_STATUSES as readonly string[]).includes(s))).toBe(true);
    expect(USER_STATUSES).toHaveLength(14);
    expect(USER_TYPES).toEqual(['hacker', 'company', 'supplier']);
    expect(USER_ROLES).toContain(STAFF_ROLE);
    expect(DIFFICULTIES).toEqual({ easy: 1, medium: 2, hard: 3 });
    expect(SEXES).toBe(CONTACT_SEX);
    expect(Object.keys(trustedAuthFieldLabels)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(TRUSTED_AUTH_STEPS).toHaveLength(5);
    expect(Object.values(TRUSTED_AUTH_STEP_SIGN_TYPE)).toEqual([2, 3, 4]);
  });

  it('string enums accept their values and refuse others with enum.invalid', () => {
    expect(projectStateSchema.parse('settlement')).toBe('settlement');
    expect(issueKeys(projectStateSchema, 'Doing')).toEqual(['enum.invalid']);
    expect(bugStatusSchema.parse('arbitrationing')).toBe('arbitrationing');
    expect(issueKeys(bugStatusSchema, 'all')).toEqual(['enum.invalid']);
    expect(bugStatusFilterSchema.parse('all')).toBe('all');
    expect(issueKeys(bugGradeSchema, 'critical')).toEqual(['enum.invalid']);
    expect(issueKeys(enterStatusSchema, undefined)).toEqual(['enum.invalid']);
    expect(userStatusSchema.parse('foriben')).toBe('foriben');
    expect(issueKeys(userTypeSchema, 'staff')).toEqual(['enum.invalid']);
  });

  it('numeric enums read digit strings and refuse values that would coerce', () => {
    expect(difficultySchema.parse(2)).toBe(2);
    expect(difficultySchema.parse(' 3 ')).toBe(3);
    expect(projectSortSchema.parse('1')).toBe(1);
    expect(issueKeys(projectSortSchema, 2)).toEqual(['enum.invalid']);
    expect(teamMembershipStatusSchema.parse('0')).toBe(0);
    for (const bad of ['', true, null, '1.0', 4]) expect(issueKeys(difficultySchema, bad)).toEqual(['enum.invalid']);
    expect(teamApplicationResultSchema.parse(3)).toBe(3);
    expect(issueKeys(teamApplicationResultSchema, 1)).toEqual(['enum.invalid']);
    expect(personLevelSchema.parse(4)).toBe(4);
    expect(issueKeys(personLevelSchema, -1)).toEqual(['enum.invalid']);
    expect(sexSchema.parse('2')).toBe(2);
    expect(trustedAuthFieldSchema.parse(6)).toBe(6);
    expect(issueKeys(trustedAuthFieldSchema, 7)).toEqual(['enum.invalid']);
    expect(privateFileSignTypeSchema.parse(4)).toBe(4);
    expect(issueKeys(privateFileSignTypeSchema, 1)).toEqual(['enum.invalid']);
    expect(messageConfigTypeSchema.parse(3)).toBe(3);
    expect(numericEnum([5, 7]).parse('7')).toBe(7);
    expect(numericEnum([5, 7]).safeParse('5x').success).toBe(false);
  });

  it('leaderboard period: empty, null and absent mean all time', () => {
    expect(leaderboardPeriodSchema.parse('')).toBe('');
    expect(leaderboardPeriodSchema.parse(null)).toBe('');
    expect(leaderboardPeriodSchema.parse(undefined)).toBe('');
    expect(leaderboardPeriodSchema.parse('2')).toBe(2);
    expect(leaderboardPeriodSchema.safeParse(4).success).toBe(false);
    expect(leaderboardPeriodSchema.safeParse('month').success).toBe(false);
  });

  it('treats every project type other than bugbounty as SRC', () => {
    expect(projectTypeOf('bugbounty')).toBe('bugbounty');
    expect(projectTypeOf('SecurityResponse')).toBe('SecurityResponse');
    expect(projectTypeOf('src')).toBe('SecurityResponse');
    expect(projectTypeOf(null)).toBe('SecurityResponse');
  });

  it('an achievement is obtained once its status is above 0', () => {
    expect(isAchievementObtained(0)).toBe(false);
    expect(isAchievementObtained(1)).toBe(true);
  });
});
