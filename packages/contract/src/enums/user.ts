import { stringEnum, type LabelTable } from './define';

/**
 * Account statuses (BRIEF §4 "Statuses of a user"). `foriben` (the spec's spelling
 * of forbidden) overrides every other status and revokes the user's sessions.
 */
export const USER_STATUSES = [
  'imperfect', 'unIdentityConfirm', 'unauthorized', 'companyFileUploaded', 'checkCertification', 'certification',
  'progressCredible', 'checkCredible', 'credible', 'oldCredible', 'failCredible',
  'publicWelfareAuthorizing', 'publicWelfareAuthorized', 'foriben',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const userStatusSchema = stringEnum(USER_STATUSES);
export const userStatusLabels: LabelTable<UserStatus> = {
  imperfect: { zh: '信息未完善', en: 'Profile incomplete' },
  unIdentityConfirm: { zh: '未选择身份', en: 'Identity not chosen' },
  unauthorized: { zh: '未认证', en: 'Not certified' },
  companyFileUploaded: { zh: '认证资料审核中', en: 'Certification files under review' },
  checkCertification: { zh: '认证待审核', en: 'Certification pending review' },
  certification: { zh: '已认证', en: 'Certified' },
  progressCredible: { zh: '可信认证进行中', en: 'Trusted authentication in progress' },
  checkCredible: { zh: '可信认证审核中', en: 'Trusted authentication under review' },
  credible: { zh: '已可信认证', en: 'Trusted' },
  oldCredible: { zh: '已可信认证（旧版）', en: 'Trusted (previous scheme)' },
  failCredible: { zh: '可信认证未通过', en: 'Trusted authentication failed' },
  publicWelfareAuthorizing: { zh: '公益认证审核中', en: 'Public-welfare certification under review' },
  publicWelfareAuthorized: { zh: '已公益认证', en: 'Public-welfare certified' },
  foriben: { zh: '账号已禁用', en: 'Account disabled' },
};

/** Statuses in which a company may publish a project (spec 001 §6). */
export const COMPANY_PUBLISH_STATUSES = ['certification', 'publicWelfareAuthorizing', 'publicWelfareAuthorized'] as const satisfies readonly UserStatus[];

/** Statuses in which a hacker sees the trusted-authentication button (spec 001 §6). */
export const TRUSTED_AUTH_ENTRY_STATUSES = ['certification', 'progressCredible', 'oldCredible', 'failCredible'] as const satisfies readonly UserStatus[];

/** The spec's `usertype`: the three kinds of account a person registers as. */
export const USER_TYPES = ['hacker', 'company', 'supplier'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const userTypeSchema = stringEnum(USER_TYPES);

/** Platform staff are not a `usertype` anyone can choose; staff accounts are created by staff. */
export const STAFF_ROLE = 'staff' as const;
export const USER_ROLES = [...USER_TYPES, STAFF_ROLE] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const userRoleSchema = stringEnum(USER_ROLES);
export const userRoleLabels: LabelTable<UserRole> = {
  hacker: { zh: '白帽子', en: 'Hacker' },
  company: { zh: '企业', en: 'Company' },
  supplier: { zh: '供应商', en: 'Supplier' },
  staff: { zh: '平台运营', en: 'Platform staff' },
};
export const userTypeLabels: LabelTable<UserType> = userRoleLabels;

/** Company type (`/company/type`): 0 pays the 20% service fee on top of the pool; others pay none. */
export const FEE_PAYING_COMPANY_TYPE = 0;
