import { eq } from 'drizzle-orm';
import type { BugFields, BugReceipt, BugStatus, ProjectState, StaffPermission } from '@wardline/contract';
import type { TestApp } from '../../../test/helper';
import { buildCompany, buildHacker, buildStaff, signedIn, type SignedIn } from '../../../test/factories';
import { solveCaptcha } from '../identity/identity-test-support';
import { callAs, DAY_MS, enrol } from '../projects/projects-test-support';
import { buildProject } from '../projects/enrolment/enrolment-test-support';
import { projectHoleLevels } from '../projects/projects.tables';
import { bugs } from './bugs.tables';

export { callAs };

/**
 * Report test data (issue 9): the people around a report, a running project, a report
 * submitted through the real call, and — for the states only the moves reach — a report put
 * in a state directly. The moves' own tests use these too.
 */
export type BugCast = {
  company: SignedIn;
  otherCompany: SignedIn;
  /** Approved participant of the projects made with `runningProject`. */
  hacker: SignedIn;
  /** Another approved participant. */
  otherHacker: SignedIn;
  /** A certified hacker not enrolled anywhere. */
  outsider: SignedIn;
  /** Staff holding every permission. */
  admin: SignedIn;
  triager: SignedIn;
  arbiter: SignedIn;
  /** Staff without triage or arbitration. */
  editor: SignedIn;
};

export async function buildBugCast(t: TestApp): Promise<BugCast> {
  const staff = async (permissions?: StaffPermission[]) => signedIn(t, await buildStaff(t, permissions ? { permissions } : {}));
  return {
    company: await signedIn(t, await buildCompany(t)),
    otherCompany: await signedIn(t, await buildCompany(t, { nickname: '另一家公司' })),
    hacker: await signedIn(t, await buildHacker(t, { nickname: 'white-hat' })),
    otherHacker: await signedIn(t, await buildHacker(t, { nickname: 'other-hat' })),
    outsider: await signedIn(t, await buildHacker(t, { nickname: 'outsider' })),
    admin: await staff(),
    triager: await staff(['triage']),
    arbiter: await staff(['arbitration']),
    editor: await staff(['content']),
  };
}

export type RunningProject = { id: number; publicId: string; name: string };

/** The four default levels with money: 5000, 2000, 500 and 100 yuan. */
export const LEVELS = [
  { holeCode: 'urgent', name: '严重', weight: 40, moneyFen: 500_000, color: 'purple' },
  { holeCode: 'high', name: '高危', weight: 30, moneyFen: 200_000, color: 'red' },
  { holeCode: 'middle', name: '中危', weight: 20, moneyFen: 50_000, color: 'orange' },
  { holeCode: 'low', name: '低危', weight: 10, moneyFen: 10_000, color: 'blue' },
] as const;

/**
 * A project of the company straight in the database (publishing and the audit are tested
 * through their own calls): `doing` since yesterday with the four default levels, platform
 * triage on unless `bugAudit` 0, and `enrolled` approved as participants. An SRC project
 * has no money and no triage.
 */
export async function runningProject(
  t: TestApp,
  owner: SignedIn,
  { bugAudit = 1, type = 'bugbounty', state = 'doing', enrolled = [] }: { bugAudit?: 0 | 1; type?: 'bugbounty' | 'SecurityResponse'; state?: ProjectState; enrolled?: SignedIn[] } = {},
): Promise<RunningProject> {
  const now = t.clock.now().getTime();
  const src = type === 'SecurityResponse';
  const row = await buildProject(t, owner.id, {
    state,
    projectType: type,
    name: src ? '示例安全应急响应中心' : '示例商城众测',
    startAt: new Date(now - DAY_MS),
    bugAudit: !src && bugAudit === 1,
    ...(src ? { rewardPoolFen: 0, lowRewardFen: 0, highRewardFen: 0, testerCap: null } : {}),
    retest: true,
  });
  await t.db.insert(projectHoleLevels).values(LEVELS.map((l) => ({ ...l, projectId: row.id, moneyFen: src ? 0 : l.moneyFen, description: l.name })));
  for (const hacker of enrolled) await enrol(t, row.publicId, hacker, 'normal');
  return { id: row.id, publicId: row.publicId, name: row.name };
}

/** A complete report form (no project, no captcha). */
export function bugForm(overrides: Partial<BugFields> = {}): BugFields {
  return {
    holetitle: '订单接口越权查看他人订单',
    holeCode: 'high',
    judgeBasis: '可遍历全部用户的订单与收货地址。',
    bugtype: 'idor',
    holeurl: 'https://shop.example.com/api/orders/?id=5&id=6',
    holedescribe: '修改 id 参数即可读取他人订单。',
    holedanger: '泄露全部用户的姓名、电话和地址。',
    holedetail: '<p>1. 登录账号 A</p><p>2. 请求 <code>/api/orders?id=5</code></p>',
    repairpropose: '<p>在服务端校验订单归属。</p>',
    ...overrides,
  };
}

/** POST /hacker/submitBug as `who` behind a freshly solved captcha; answers the raw response. */
export async function submitTestBug(t: TestApp, who: SignedIn, projectId: string, overrides: Partial<BugFields> = {}, locale: 'zh' | 'en' = 'zh') {
  const captcha = await solveCaptcha(t);
  return callAs<BugReceipt>(t, who, 'POST', '/hacker/submitBug', { ...bugForm(overrides), projectid: projectId, photoCode: captcha.answer, code: captcha.code }, locale);
}

/** A report submitted through the real call; answers its receipt (throws when refused). */
export async function submittedBug(t: TestApp, who: SignedIn, projectId: string, overrides: Partial<BugFields> = {}): Promise<BugReceipt> {
  const res = await submitTestBug(t, who, projectId, overrides);
  if (res.status !== 200) throw new Error(`submit failed: ${res.body.errmsg}`);
  return res.body.ret;
}

/**
 * Puts a report in a state directly, for tests of what each party reads there (the moves
 * themselves, with their history and events, are bug-moves' and tested there).
 */
export async function putBugInState(t: TestApp, publicId: string, state: BugStatus, set: Partial<typeof bugs.$inferInsert> = {}): Promise<void> {
  await t.db.update(bugs).set({ state, stateEnteredAt: t.clock.now(), ...set }).where(eq(bugs.publicId, publicId));
}

/** The report row of a public id. */
export async function bugRow(t: TestApp, publicId: string) {
  const [row] = await t.db.select().from(bugs).where(eq(bugs.publicId, publicId)).limit(1);
  return row!;
}
