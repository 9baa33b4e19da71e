import { codesOf, numericEnum, stringEnum, type LabelTable } from './define';

/** What a hacker may do on a project (`operation`), computed by the server per viewer. */
export const HACKER_PROJECT_OPERATIONS = ['participate', 'enroll', 'auditing', 'nopass', 'submission', 'end'] as const;
export type HackerProjectOperation = (typeof HACKER_PROJECT_OPERATIONS)[number];
export const hackerProjectOperationSchema = stringEnum(HACKER_PROJECT_OPERATIONS);
export const hackerProjectOperationLabels: LabelTable<HackerProjectOperation> = {
  participate: { zh: '参与项目', en: 'Take part' },
  enroll: { zh: '立即报名', en: 'Enrol' },
  auditing: { zh: '报名审核中', en: 'Application pending' },
  nopass: { zh: '报名未通过', en: 'Application not approved' },
  submission: { zh: '提交漏洞', en: 'Submit a vulnerability' },
  end: { zh: '已结束', en: 'Ended' },
};

/** Project hall filter `joinStatus`, shown to signed-in non-company users. */
export const JOIN_STATUSES = ['unApply', 'applying', 'apply'] as const;
export type JoinStatus = (typeof JOIN_STATUSES)[number];
export const joinStatusSchema = stringEnum(JOIN_STATUSES);
export const joinStatusLabels: LabelTable<JoinStatus> = {
  unApply: { zh: '未报名', en: 'Not enrolled' },
  applying: { zh: '审核中', en: 'Under review' },
  apply: { zh: '已报名', en: 'Enrolled' },
};

/** Participant `enterstatus`: the company may review while it is not `normal`. */
export const ENTER_STATUSES = ['apply', 'normal', 'refuse'] as const;
export type EnterStatus = (typeof ENTER_STATUSES)[number];
export const enterStatusSchema = stringEnum(ENTER_STATUSES);
export const enterStatusLabels: LabelTable<EnterStatus> = {
  apply: { zh: '待审核', en: 'Pending review' },
  normal: { zh: '参与中', en: 'Participating' },
  refuse: { zh: '已拒绝', en: 'Refused' },
};

/** `verifytype`: 1 the company approves each enrolment, 0 enrolment is accepted at once. */
export const VERIFY_TYPES = { automatic: 0, manual: 1 } as const;
export type VerifyType = (typeof VERIFY_TYPES)[keyof typeof VERIFY_TYPES];
export const verifyTypeSchema = numericEnum(codesOf(VERIFY_TYPES));
export const verifyTypeLabels: LabelTable<VerifyType> = {
  0: { zh: '自动审核', en: 'Automatic approval' },
  1: { zh: '人工审核', en: 'Manual approval' },
};

/** `persontype`: who may enrol. 0 (anyone signed in) is what SRC projects carry. */
export const PERSON_TYPES = { anyone: 0, realName: 1, trusted: 2 } as const;
export type PersonType = (typeof PERSON_TYPES)[keyof typeof PERSON_TYPES];
export const personTypeSchema = numericEnum(codesOf(PERSON_TYPES));
export const personTypeLabels: LabelTable<PersonType> = {
  0: { zh: '不限', en: 'Anyone' },
  1: { zh: '实名认证', en: 'Identity verified' },
  2: { zh: '可信认证', en: 'Trusted authentication' },
};
