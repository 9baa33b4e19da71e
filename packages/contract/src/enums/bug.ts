import { stringEnum, type LabelTable } from './define';

/**
 * Report `holestatus` values (spec 002 §4). The spec's list also holds `all`, which
 * is a filter value, not a state a report can be in: see BUG_STATUS_FILTERS.
 */
export const BUG_STATUSES = [
  'verifying', 'confirming', 'priceing', 'appeal', 'publicity', 'paying', 'paid', 'end', 'refuse', 'arbitrationing',
  'restore', 'recheck', 'advancePayment', 'inPayment', 'paymentFailed', 'unpaid', 'pass', 'repeat', 'ignore',
] as const;
export type BugStatus = (typeof BUG_STATUSES)[number];
export const bugStatusSchema = stringEnum(BUG_STATUSES);
export const bugStatusLabels: LabelTable<BugStatus> = {
  verifying: { zh: '审核中', en: 'Under triage' },
  confirming: { zh: '待确认', en: 'Awaiting confirmation' },
  priceing: { zh: '定价中', en: 'Pricing' },
  appeal: { zh: '申诉期', en: 'Appeal period' },
  publicity: { zh: '公示中', en: 'Publicity' },
  paying: { zh: '待支付', en: 'Awaiting payment' },
  paid: { zh: '已支付', en: 'Paid' },
  end: { zh: '已完成', en: 'Closed' },
  refuse: { zh: '已驳回', en: 'Refused' },
  arbitrationing: { zh: '仲裁中', en: 'In arbitration' },
  restore: { zh: '复测未通过', en: 'Retest failed' },
  recheck: { zh: '复测中', en: 'Retesting' },
  advancePayment: { zh: '预支付', en: 'Advance payment' },
  inPayment: { zh: '支付中', en: 'Payment in progress' },
  paymentFailed: { zh: '支付失败', en: 'Payment failed' },
  unpaid: { zh: '未支付', en: 'Unpaid' },
  pass: { zh: '复测通过', en: 'Retest passed' },
  repeat: { zh: '重复', en: 'Duplicate' },
  ignore: { zh: '已忽略', en: 'Ignored' },
};

/** Status filter of bug lists: `all` or one status. */
export const BUG_STATUS_FILTERS = ['all', ...BUG_STATUSES] as const;
export type BugStatusFilter = (typeof BUG_STATUS_FILTERS)[number];
export const bugStatusFilterSchema = stringEnum(BUG_STATUS_FILTERS);
export const bugStatusFilterLabels: LabelTable<BugStatusFilter> = { all: { zh: '全部', en: 'All' }, ...bugStatusLabels };

/** The statuses offered in the hacker's "my bugs" filter (spec 001 §4), in display order. */
export const MY_BUG_STATUS_OPTIONS = ['verifying', 'confirming', 'appeal', 'arbitrationing', 'paying', 'paid', 'end'] as const satisfies readonly BugStatus[];

/**
 * Report grades. The four levels match the default hole codes; `waitperfect` (not
 * passed) is the extra option of the confirm dialog; `pass` and `refuse` are final
 * verdicts without a reward.
 */
export const BUG_GRADES = ['urgent', 'high', 'middle', 'low', 'waitperfect', 'pass', 'refuse'] as const;
export type BugGrade = (typeof BUG_GRADES)[number];
export const bugGradeSchema = stringEnum(BUG_GRADES);
export const bugGradeLabels: LabelTable<BugGrade> = {
  urgent: { zh: '严重', en: 'Critical' },
  high: { zh: '高危', en: 'High' },
  middle: { zh: '中危', en: 'Medium' },
  low: { zh: '低危', en: 'Low' },
  waitperfect: { zh: '未通过', en: 'Not passed' },
  pass: { zh: '忽略', en: 'Passed over' },
  refuse: { zh: '驳回', en: 'Rejected' },
};

/** The five progress steps of the bug detail page. */
export const BUG_PROGRESS_STEPS = ['submit', 'audit', 'confirm', 'payment', 'points'] as const;
export type BugProgressStep = (typeof BUG_PROGRESS_STEPS)[number];
export const bugProgressStepLabels: LabelTable<BugProgressStep> = {
  submit: { zh: '提交漏洞', en: 'Submitted' },
  audit: { zh: '平台审核', en: 'Triage' },
  confirm: { zh: '厂商确认', en: 'Confirmation' },
  payment: { zh: '奖金发放', en: 'Bounty payment' },
  points: { zh: '积分发放', en: 'Points issued' },
};
