import type { BugCommentView, BugDetail } from '@wardline/contract';
import { setSessionValue } from '@/lib/session';

export const BUG_ID = 'bug0000000000001';
export const PROJECT_ID = 'prj0000000000001';

/** A report in confirmation as its company sees it: graded by triage, the confirm and turn-back buttons. */
export function bugDetail(over: Partial<BugDetail> = {}): BugDetail {
  return {
    id: BUG_ID,
    holenumber: 'QH-2026-0007',
    holetitle: '支付回调未校验签名',
    projectname: '支付网关众测',
    projectid: PROJECT_ID,
    projectype: 'bugbounty',
    bugtype: 'cwe-347',
    bugtypeName: '签名校验缺失',
    cwe: 'CWE-347',
    holegrade: 'urgent',
    holeGradeName: '严重',
    auditGradeName: '高危',
    confirmGradeName: null,
    endGradeName: null,
    auditGrade: { code: 'high', name: '高危', color: 'red' },
    confirmGrade: null,
    endGrade: null,
    gradeReason: '需要已登录的商户账号，危害降一级',
    holestatus: 'confirming',
    createtime: '2026-11-20T02:03:04.000Z',
    operation: 'confirmed',
    isTurn: 0,
    readCommentRight: true,
    commentRight: true,
    timeProgress: 2,
    holeurl: 'https://pay.qinghe.example/notify?sign',
    holedescribe: '回调接口未校验签名。\n任意人可伪造支付成功。',
    holedanger: '可免费下单',
    holedetail: '<p>第一步：<strong>构造</strong>回调</p>',
    repairpropose: '<p>校验签名并比对金额</p>',
    judgeBasis: '影响资金安全',
    cvssVector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:N',
    cvssScore: 9.1,
    reporterName: '白帽7',
    duplicateOf: null,
    appealDeadline: null,
    appealReason: null,
    reward: null,
    receipt: {
      id: BUG_ID,
      holenumber: 'QH-2026-0007',
      firstSeenAt: '2026-11-20T02:03:04.000Z',
      digest: 'a'.repeat(64),
      prevDigest: 'b'.repeat(64),
      version: 1,
    },
    history: [
      { action: 'submit', from: 'verifying', to: 'verifying', at: '2026-11-20T02:03:04.000Z', by: 'hacker', reason: null },
      { action: 'accept', from: 'verifying', to: 'confirming', at: '2026-11-21T02:03:04.000Z', by: 'staff', reason: '复现成功，定为高危' },
    ],
    clocks: { triageMs: 26 * 3_600_000, triageOverdue: false, confirmMs: 8 * 24 * 3_600_000, confirmOverdue: true },
    actions: ['confirm', 'turnBack', 'comment'],
    levels: [
      { holeCode: 'urgent', holeLevelName: '严重', color: 'purple', weight: 40, holeMoney: '20000.00' },
      { holeCode: 'high', holeLevelName: '高危', color: 'red', weight: 30, holeMoney: '5000.00' },
      { holeCode: 'low', holeLevelName: '低危', color: 'blue', weight: 10, holeMoney: '100.00' },
    ],
    ...over,
  };
}

export function comment(n: number, over: Partial<BugCommentView> = {}): BugCommentView {
  return { id: `cmt${n}`, username: `用户${n}`, personcard: null, usertype: 'hacker', content: `评论内容 ${n}`, createtime: '2026-11-21T03:00:00.000Z', grade: null, gradeName: null, ...over };
}

export function signIn(usertype: 'hacker' | 'company'): void {
  setSessionValue('jwtToken', `sess-${usertype}`);
  setSessionValue('usertype', usertype);
  setSessionValue('username', usertype);
  setSessionValue('userStatus', 'certification');
}
