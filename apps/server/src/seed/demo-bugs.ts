import { and, eq } from 'drizzle-orm';
import { scoreCvssVector, type BugStatus } from '@wardline/contract';
import type { Database } from '../db/client';
import { users } from '../domains/identity/identity.tables';
import { projects } from '../domains/projects/projects.tables';
import { bugs } from '../domains/bugs/bugs.tables';
import { holeNumberOf, receiptDigest, type BugContent } from '../domains/bugs/bug-receipt';
import { BUG_MACHINE } from '../domains/bugs/bug-history';
import { stateTransitions } from '../platform/transitions/transitions.tables';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Step = { action: string; to: BugStatus; by: 'hacker' | 'staff' | 'company' | 'platform'; reason?: string };

type DemoBug = {
  content: Omit<BugContent, 'detail' | 'repairSuggestion'> & { steps: string[]; fix: string };
  /** Days before now it was submitted. */
  daysAgo: number;
  /** The moves after submission, in order (the submission itself is always first). */
  moves: Step[];
  grades?: { audit?: string; confirm?: string; end?: string; reason?: string };
  rewardFen?: number;
  appealOpen?: boolean;
  duplicateOfIndex?: number;
};

/** Reports of the demo hacker in each state a newcomer should see in my bugs, the company's tab and the console's queues. */
const DEMO_BUGS: DemoBug[] = [
  {
    content: { title: '订单详情接口越权查看他人订单', selfGrade: 'high', judgeBasis: '可遍历读取全部用户的订单、姓名、电话与收货地址。', bugType: 'idor', url: 'https://api.demo.wardline.local/order/detail?id', description: '订单详情接口仅校验登录状态，未校验订单归属。', danger: '泄露全部用户的个人信息与订单记录。', cvssVector: 'CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:N', steps: ['登录任意普通账号', '请求 /order/detail?id=10001 并逐个修改 id', '返回他人订单的完整信息'], fix: '在服务端校验订单是否属于当前用户。' },
    daysAgo: 12,
    moves: [
      { action: 'accept', to: 'confirming', by: 'staff', reason: '已复现，可读取他人订单，按高危处理。' },
      { action: 'confirm', to: 'appeal', by: 'company', reason: '确认为高危。' },
      { action: 'closeAppeal', to: 'paying', by: 'platform' },
    ],
    grades: { audit: 'high', confirm: 'high', reason: '确认为高危。' },
    rewardFen: 200_000,
  },
  {
    content: { title: '登录接口缺少频率限制可暴力破解', selfGrade: 'middle', judgeBasis: '可对任意账号无限次尝试口令。', bugType: 'brute-force', url: 'https://demo.wardline.local/api/login', description: '登录接口对失败次数没有任何限制，也不要求图形验证码。', danger: '弱口令账号可被批量接管。', cvssVector: null, steps: ['抓取登录请求', '使用字典重放 1000 次', '全部请求均正常返回'], fix: '按账号与来源限制失败次数，并在多次失败后要求验证码。' },
    // Confirmed 44 hours ago: its three-day appeal window is still open a day after the first
    // start (seen 6 days ago, the sweep closed it at once and the hacker's first points came from a demo).
    daysAgo: 3.5,
    moves: [
      { action: 'accept', to: 'confirming', by: 'staff', reason: '已复现，按中危流转厂商确认。' },
      { action: 'confirm', to: 'appeal', by: 'company', reason: '登录已有风控兜底，影响有限，定为低危。' },
    ],
    grades: { audit: 'middle', confirm: 'low', reason: '登录已有风控兜底，影响有限，定为低危。' },
    appealOpen: true,
  },
  {
    content: { title: '头像上传可上传 HTML 文件导致存储型 XSS', selfGrade: 'high', judgeBasis: '上传的 HTML 在主站域名下执行脚本。', bugType: 'stored-xss', url: 'https://demo.wardline.local/user/avatar', description: '头像上传只校验扩展名大小写，可上传 .Html 文件。', danger: '可在主站域名下执行任意脚本，窃取会话。', cvssVector: 'CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N', steps: ['将 HTML 文件扩展名改为 .Html 后上传为头像', '访问返回的文件地址', '页面中的脚本被执行'], fix: '按文件内容校验类型，上传文件使用独立域名并设置 Content-Disposition。' },
    daysAgo: 3,
    moves: [{ action: 'accept', to: 'confirming', by: 'staff', reason: '已复现，按高危流转厂商确认。' }],
    grades: { audit: 'high', reason: '已复现，按高危流转厂商确认。' },
  },
  {
    content: { title: '找回密码短信验证码在响应中返回', selfGrade: 'urgent', judgeBasis: '可重置任意账号的密码。', bugType: 'sms-code-flaw', url: 'https://demo.wardline.local/api/password/sendCode', description: '发送找回密码验证码的接口在响应体中返回了验证码。', danger: '任意账号可被接管。', cvssVector: null, steps: ['在找回密码页输入他人手机号', '查看发送验证码接口的响应', '响应中的 code 字段即为验证码'], fix: '验证码只通过短信下发，接口响应中不得返回。' },
    daysAgo: 1,
    moves: [],
  },
  {
    content: { title: '订单接口越权（与已提交报告相同）', selfGrade: 'high', judgeBasis: '可读取他人订单。', bugType: 'idor', url: 'https://api.demo.wardline.local/order/detail?id', description: '修改订单 id 可读取他人订单。', danger: '泄露用户信息。', cvssVector: null, steps: ['登录', '修改订单 id'], fix: '校验订单归属。' },
    daysAgo: 2,
    moves: [{ action: 'markRepeat', to: 'repeat', by: 'staff', reason: '与本项目已提交的订单越权报告为同一问题。' }],
    duplicateOfIndex: 0,
  },
];

function html(steps: string[]): string {
  return `<ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>`;
}

/**
 * Demo reports of the demo hacker in the running demo project: one paying, one in its appeal
 * window with a lowered grade, one awaiting the company, one in triage and a duplicate, each
 * with its receipt chain and history. Only while that project has no report, so it never
 * repeats and never touches real ones.
 */
export async function seedDemoBugs(db: Database): Promise<number> {
  const [hacker] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'hacker@demo.local')).limit(1);
  const [company] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, 'company@demo.local'), eq(users.usertype, 'company'))).limit(1);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@demo.local')).limit(1);
  if (!hacker || !company) return 0;
  const [project] = await db
    .select({ id: projects.id, publicId: projects.publicId, count: projects.bugCount, last: projects.lastBugDigest })
    .from(projects)
    .where(and(eq(projects.companyId, company.id), eq(projects.state, 'doing'), eq(projects.projectType, 'bugbounty')))
    .for('update')
    .limit(1);
  if (!project || project.count > 0) return 0;
  const actorOf = (by: Step['by']) => (by === 'hacker' ? hacker.id : by === 'company' ? company.id : by === 'staff' ? (staff?.id ?? null) : null);
  const now = Date.now();
  const ids: number[] = [];
  let prevDigest: string | null = project.last;
  // Numbered in the order they were first seen, as real submissions would be.
  const order = DEMO_BUGS.map((demo, i) => ({ demo, i })).sort((a, b) => b.demo.daysAgo - a.demo.daysAgo);
  for (const [n, { demo, i }] of order.entries()) {
    const firstSeen = new Date(now - demo.daysAgo * DAY);
    const { steps, fix, ...fields } = demo.content;
    const content: BugContent = { ...fields, detail: html(steps), repairSuggestion: `<p>${fix}</p>` };
    const digest = receiptDigest({ content, projectPublicId: project.publicId, firstSeenAt: firstSeen, prevDigest });
    const entry: BugStatus = 'verifying';
    const moves = demo.moves.map((m, k) => ({ ...m, at: new Date(firstSeen.getTime() + (k + 1) * 20 * HOUR) }));
    const last = moves.at(-1);
    const [row] = await db
      .insert(bugs)
      .values({
        holeNumber: holeNumberOf(project.publicId, n + 1),
        projectId: project.id,
        companyId: company.id,
        reporterId: hacker.id,
        state: last?.to ?? entry,
        stateEnteredAt: last?.at ?? firstSeen,
        ...content,
        cvssScore: content.cvssVector ? (scoreCvssVector(content.cvssVector)?.score ?? null) : null,
        auditGrade: demo.grades?.audit ?? null,
        confirmGrade: demo.grades?.confirm ?? null,
        endGrade: demo.grades?.end ?? null,
        gradeReason: demo.grades?.reason ?? null,
        duplicateOfId: demo.duplicateOfIndex === undefined ? null : (ids[demo.duplicateOfIndex] ?? null),
        appealDeadline: demo.appealOpen && last ? new Date(last.at.getTime() + 3 * DAY) : null,
        rewardFen: demo.rewardFen ?? null,
        digest,
        prevDigest,
        createdAt: firstSeen,
        updatedAt: last?.at ?? firstSeen,
      })
      .returning({ id: bugs.id });
    ids[i] = row!.id;
    const history: { action: string; from: BugStatus; to: BugStatus; by: Step['by']; at: Date; reason: string | null }[] = [
      { action: 'submit', from: entry, to: entry, by: 'hacker', at: firstSeen, reason: null },
    ];
    let from: BugStatus = entry;
    for (const m of moves) {
      history.push({ action: m.action, from, to: m.to, by: m.by, at: m.at, reason: m.reason ?? null });
      from = m.to;
    }
    await db.insert(stateTransitions).values(
      history.map((h) => ({ machine: BUG_MACHINE, subjectId: String(row!.id), action: h.action, fromState: h.from, toState: h.to, actorId: actorOf(h.by), job: h.by === 'platform' ? 'bugs.appeal-window' : null, reason: h.reason, occurredAt: h.at })),
    );
    prevDigest = digest;
  }
  await db.update(projects).set({ bugCount: DEMO_BUGS.length, lastBugDigest: prevDigest }).where(eq(projects.id, project.id));
  return DEMO_BUGS.length;
}
