import { eq, and } from 'drizzle-orm';
import { DEFAULT_HOLE_LEVELS, type ProjectState, type ProjectSubType, type ProjectType } from '@wardline/contract';
import type { Database } from '../db/client';
import type { FileStores } from '../files/file-store';
import { loadFieldCipher } from '../crypto/field-encryption';
import { users } from '../domains/identity/identity.tables';
import { projectEnrolments, projectHoleLevels, projects } from '../domains/projects/projects.tables';
import { sealVpnPassword } from '../domains/projects/project-form';
import { storePrivate } from './demo-certifications';

const DAY = 24 * 60 * 60 * 1000;

type DemoProject = {
  name: { zh: string };
  type: ProjectType;
  subType: ProjectSubType;
  state: ProjectState;
  /** Days from now. */
  start: number;
  end: number;
  poolYuan: number;
  hidePool?: boolean;
  vpn?: boolean;
  rejectReason?: string;
  /** The demo hacker takes part (approved). */
  hackerIn?: boolean;
};

/** A project in each state the hall and the console show (BRIEF §5: a living platform). */
const DEMO_PROJECTS: DemoProject[] = [
  { name: { zh: '守线商城 Web 众测' }, type: 'bugbounty', subType: 'web', state: 'doing', start: -2, end: 20, poolYuan: 50_000, vpn: true, hackerIn: true },
  { name: { zh: '守线移动 App 安全众测' }, type: 'bugbounty', subType: 'app', state: 'apply', start: 3, end: 33, poolYuan: 80_000, hidePool: true },
  { name: { zh: '守线安全应急响应中心' }, type: 'SecurityResponse', subType: 'web', state: 'doing', start: -1, end: 28, poolYuan: 0 },
  { name: { zh: '守线年度众测（已结束）' }, type: 'bugbounty', subType: 'network', state: 'stop', start: -40, end: -10, poolYuan: 30_000 },
  { name: { zh: '守线小程序众测' }, type: 'bugbounty', subType: 'miniProgram', state: 'unaudited', start: 5, end: 35, poolYuan: 20_000 },
  { name: { zh: '守线物联网设备众测' }, type: 'bugbounty', subType: 'iot', state: 'failed', start: 7, end: 37, poolYuan: 40_000, rejectReason: '授权书未加盖公章，请补充后重新提交。' },
];

/** Level rewards of a pool: 10%, 4%, 1%, 0.2% of it (0 for SRC). */
const SHARE = [10, 4, 1, 0.2];

export type SeedProjectOptions = { fieldEncryptionKey?: string | undefined; files: FileStores };

/**
 * Demo projects of the demo company, one in each state a newcomer should see (running,
 * enrolling with a hidden pool, an SRC, ended, waiting for audit, refused with a reason),
 * with the default levels and the demo hacker taking part in the running one. Only while
 * the demo company has no project, so it never repeats and never touches real ones.
 */
export async function seedDemoProjects(db: Database, { fieldEncryptionKey, files }: SeedProjectOptions): Promise<number> {
  const [company] = await db.select({ id: users.id, phone: users.phone, usertype: users.usertype }).from(users).where(and(eq(users.email, 'company@demo.local'), eq(users.usertype, 'company'))).limit(1);
  const [hacker] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'hacker@demo.local')).limit(1);
  if (!company) return 0;
  const [existing] = await db.select({ id: projects.id }).from(projects).where(eq(projects.companyId, company.id)).limit(1);
  if (existing) return 0;
  const cipher = await loadFieldCipher(db, fieldEncryptionKey);
  const authorFile = await storePrivate(db, files, company, 'projectAuthorizationFile', [21, 128, 61]);
  const now = Date.now();
  for (const [i, demo] of DEMO_PROJECTS.entries()) {
    const at = new Date(now - (DEMO_PROJECTS.length - i) * 60_000);
    const poolFen = demo.poolYuan * 100;
    const money = SHARE.map((share) => Math.round((poolFen * share) / 100));
    const approved = !['unaudited', 'failed'].includes(demo.state);
    const src = demo.type === 'SecurityResponse';
    const [row] = await db
      .insert(projects)
      .values({
        companyId: company.id,
        state: demo.state,
        projectType: demo.type,
        subType: demo.subType,
        companyName: '守线演示科技有限公司',
        name: demo.name.zh,
        startAt: new Date(now + demo.start * DAY),
        endAt: new Date(now + demo.end * DAY),
        rewardPoolFen: poolFen,
        hideRewardPool: demo.hidePool ?? false,
        lowRewardFen: src ? 0 : money[3]!,
        highRewardFen: src ? 0 : money[0]!,
        introduction: `${demo.name.zh}：面向白帽子的授权安全测试，欢迎报名参与。`,
        testRule: '1. 仅测试下方范围内的资产；2. 禁止拒绝服务、社会工程与物理测试；3. 不得下载、篡改或删除业务数据；4. 发现漏洞后请及时通过平台提交，未经允许不得公开。',
        testRange: 'https://demo.wardline.local\nhttps://api.demo.wardline.local',
        authorFileRef: authorFile,
        testerCap: src ? null : 30,
        takenPlaces: demo.hackerIn && hacker ? 1 : 0,
        verifyType: 1,
        personType: src ? 0 : 1,
        bugAudit: !src,
        vpn: demo.vpn ?? false,
        vpnUserName: demo.vpn ? 'wl-demo-vpn' : null,
        vpnPasswordCipher: demo.vpn ? sealVpnPassword(cipher, company.id, 'Demo#Vpn2026') : null,
        retest: true,
        rejectReason: demo.rejectReason ?? null,
        submittedAt: at,
        approvedAt: approved ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: projects.id });
    await db.insert(projectHoleLevels).values(
      DEFAULT_HOLE_LEVELS.map((level, n) => ({
        projectId: row!.id,
        holeCode: level.holeCode,
        name: level.name.zh,
        moneyFen: src ? 0 : money[n]!,
        description: level.description.zh,
        weight: level.weight,
        color: level.color,
      })),
    );
    if (demo.hackerIn && hacker) await db.insert(projectEnrolments).values({ projectId: row!.id, userId: hacker.id, state: 'normal', decidedAt: at, createdAt: at });
  }
  return DEMO_PROJECTS.length;
}
