import { codesOf, numericEnum, stringEnum, type LabelTable } from './define';

/** Project lifecycle (BRIEF §4): unaudited → audited | failed; apply → doing → settlement → stop; pause by staff. */
export const PROJECT_STATES = ['unaudited', 'audited', 'apply', 'doing', 'failed', 'pause', 'settlement', 'stop'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];
export const projectStateSchema = stringEnum(PROJECT_STATES);
export const projectStateLabels: LabelTable<ProjectState> = {
  unaudited: { zh: '待审核', en: 'Pending review' },
  audited: { zh: '审核通过', en: 'Approved' },
  apply: { zh: '报名中', en: 'Enrolling' },
  doing: { zh: '进行中', en: 'In progress' },
  failed: { zh: '审核未通过', en: 'Not approved' },
  pause: { zh: '已暂停', en: 'Paused' },
  settlement: { zh: '待结算', en: 'Pending settlement' },
  stop: { zh: '已结束', en: 'Ended' },
};

/** `SecurityResponse` is the SRC: no pool, no fee, no bounty. */
export const PROJECT_TYPES = ['bugbounty', 'SecurityResponse'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
export const projectTypeSchema = stringEnum(PROJECT_TYPES);
export const projectTypeLabels: LabelTable<ProjectType> = {
  bugbounty: { zh: '众测项目', en: 'Bug bounty' },
  SecurityResponse: { zh: '安全应急响应中心', en: 'Security response centre' },
};

/** Spec 002 §1: any value other than bugbounty is treated as the SRC type. */
export function projectTypeOf(raw: string | null | undefined): ProjectType {
  return raw === 'bugbounty' ? 'bugbounty' : 'SecurityResponse';
}

/** Project hall sort, sent as `lastPush`: 1 latest, 3 highest bonus (2 is not used by the spec). */
export const PROJECT_SORTS = { latest: 1, highestBonus: 3 } as const;
export type ProjectSort = (typeof PROJECT_SORTS)[keyof typeof PROJECT_SORTS];
export const projectSortSchema = numericEnum(codesOf(PROJECT_SORTS));
export const projectSortLabels: LabelTable<ProjectSort> = {
  1: { zh: '最新发布', en: 'Latest' },
  3: { zh: '奖金最高', en: 'Highest bonus' },
};

/** Ownership filter shown to companies; the spec names mine/others but not the wire values, decided here. */
export const PROJECT_OWNERSHIPS = ['mine', 'others'] as const;
export type ProjectOwnership = (typeof PROJECT_OWNERSHIPS)[number];
export const projectOwnershipSchema = stringEnum(PROJECT_OWNERSHIPS);
export const projectOwnershipLabels: LabelTable<ProjectOwnership> = {
  mine: { zh: '我的项目', en: 'My projects' },
  others: { zh: '其他项目', en: 'Other projects' },
};

/** `difficultyFactor`. */
export const DIFFICULTIES = { easy: 1, medium: 2, hard: 3 } as const;
export type Difficulty = (typeof DIFFICULTIES)[keyof typeof DIFFICULTIES];
export const difficultySchema = numericEnum(codesOf(DIFFICULTIES));
export const difficultyLabels: LabelTable<Difficulty> = {
  1: { zh: '简单', en: 'Easy' },
  2: { zh: '中等', en: 'Medium' },
  3: { zh: '困难', en: 'Hard' },
};

/** Reward currency of a project. */
export const CURRENCIES = ['rmb', 'dollar'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencySchema = stringEnum(CURRENCIES);
export const currencyLabels: LabelTable<Currency> = {
  rmb: { zh: '人民币', en: 'RMB' },
  dollar: { zh: '美元', en: 'USD' },
};

/**
 * `projectSubType`: what is under test, shown as the card's type icon and filtered in the
 * hall. The spec names the field but not its values; decided here.
 */
export const PROJECT_SUB_TYPES = ['web', 'app', 'miniProgram', 'iot', 'network', 'other'] as const;
export type ProjectSubType = (typeof PROJECT_SUB_TYPES)[number];
export const projectSubTypeSchema = stringEnum(PROJECT_SUB_TYPES);
export const projectSubTypeLabels: LabelTable<ProjectSubType> = {
  web: { zh: 'Web 应用', en: 'Web application' },
  app: { zh: '移动应用', en: 'Mobile app' },
  miniProgram: { zh: '小程序', en: 'Mini program' },
  iot: { zh: '物联网', en: 'Internet of things' },
  network: { zh: '网络与主机', en: 'Network and hosts' },
  other: { zh: '其他', en: 'Other' },
};

/** The states the hall lists and filters by: never unaudited, failed or paused (those only their owner and staff see). */
export const HALL_PROJECT_STATES = ['apply', 'doing', 'settlement', 'stop'] as const satisfies readonly ProjectState[];
export type HallProjectState = (typeof HALL_PROJECT_STATES)[number];
export const hallProjectStateSchema = stringEnum(HALL_PROJECT_STATES);

/** States in which the owning company may still edit the project (spec 002 §4: unaudited or failed). */
export const EDITABLE_PROJECT_STATES = ['unaudited', 'failed'] as const satisfies readonly ProjectState[];

/** States in which a project is open to the public and counts as running. */
export const LISTED_PROJECT_STATES = ['audited', 'apply', 'doing', 'settlement', 'stop'] as const satisfies readonly ProjectState[];

/** States in which hackers may enrol (BRIEF §4: apply or doing). */
export const ENROLLING_PROJECT_STATES = ['apply', 'doing'] as const satisfies readonly ProjectState[];

/** A project's `1/0` flags travel as numbers (spec 002 §3.1). */
export const FLAG_VALUES = [0, 1] as const;
export type Flag = (typeof FLAG_VALUES)[number];
