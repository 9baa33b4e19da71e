import type { MyProjectItem, ParticipantView, ProjectCard, ProjectDetail } from '@wardline/contract';

/** A hall card as the server sends it to a certified hacker who has not enrolled. */
export function card(n: number, over: Partial<ProjectCard> = {}): ProjectCard {
  return {
    id: `prj${String(n).padStart(13, '0')}`,
    name: `支付网关众测 ${n}`,
    projectname: `支付网关众测 ${n}`,
    projectype: 'bugbounty',
    projectSubType: 'web',
    difficultyFactor: 2,
    states: 'doing',
    status: 'doing',
    startime: '2026-11-20T01:00:00.000Z',
    endtime: '2026-12-20T01:00:00.000Z',
    createtime: '2026-11-10T01:00:00.000Z',
    surplus: 25,
    remainderNum: 12,
    remainNumber: 12,
    testnumber: 30,
    progress: '**',
    lowriskreward: '****',
    highriskreward: '****',
    rewardpool: '****',
    remainingBonus: '****',
    rewardtype: 'rmb',
    publisher: '青禾银行',
    privatemode: 0,
    hiderewardpool: 0,
    logo: null,
    operation: 'enroll',
    joinStatus: 'unApply',
    mySelfProject: false,
    ...over,
  };
}

/** A project's detail as a hacker who has not enrolled sees it: rewards hidden, no VPN. */
export function detail(over: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...card(1),
    introduction: '青禾银行对外支付网关的安全测试。\n请勿进行拒绝服务测试。',
    testRange: 'pay.qinghe.example',
    testRule: '禁止修改他人数据',
    holeList: [
      { holeCode: 'urgent', holeLevelName: '严重', holeMoney: '****', holeDescription: '远程代码执行', weight: 40, color: 'purple' },
      { holeCode: 'low', holeLevelName: '低危', holeMoney: '****', holeDescription: '信息泄露', weight: 10, color: 'blue' },
    ],
    remainingBonus: '****',
    bountyVisible: false,
    verifytype: 1,
    persontype: 1,
    personlevel: 0,
    bugAudit: 1,
    smsnotice: 0,
    retest: 1,
    vpn: 1,
    vpnUserName: null,
    vpnPassword: null,
    vpnFileUrl: null,
    enterstatus: null,
    editable: false,
    rejectReason: null,
    pauseReason: null,
    unReviewHoleStatus: false,
    down: 0,
    tabs: { participants: false, holes: false },
    ...over,
  };
}

export function participant(n: number, over: Partial<ParticipantView> = {}): ParticipantView {
  return {
    id: `enr${String(n).padStart(13, '0')}`,
    personcard: null,
    nickname: `白帽${n}`,
    level: 1,
    rank: 120 + n,
    reputationValue: 80,
    userLabel: ['Web'],
    enterstatus: 'apply',
    createtime: '2026-11-21T02:00:00.000Z',
    reason: null,
    ...over,
  };
}

export function myProject(n: number, over: Partial<MyProjectItem> = {}): MyProjectItem {
  return { ...card(n), enterstatus: null, rejectReason: null, pauseReason: null, ...over };
}

/** Signs in, as the browser keeps it. */
export { signIn } from '@/test/session';
