import type { ProjectPublishBody, StaffPermission } from '@wardline/contract';
import type { TestApp } from '../../../test/helper';
import { buildCompany, buildHacker, buildStaff, signedIn, type SignedIn } from '../../../test/factories';
import { upload } from '../../files/files-test-support';
import { API } from '../identity/identity-test-support';
import { projectEnrolments } from './projects.tables';
import { findProject } from './project-form';
import { fundForApproval } from '../money/money-test-support';

export { API };
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A small real PDF: what an authorisation letter scanned to PDF starts like. */
export const PDF_FILE = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Uploads the company's authorisation file (PDF) and answers its reference. */
export async function uploadAuthorisation(t: TestApp, company: SignedIn): Promise<string> {
  const res = await upload<string>(t, '/portal/uploadprivatefile', company.token, [{ field: 'projectAuthorizationFile', fileName: 'authorisation.pdf', bytes: PDF_FILE, contentType: 'application/pdf' }]);
  if (res.status !== 200) throw new Error(`upload failed: ${res.body.errmsg}`);
  return res.body.ret;
}

/** A complete bug bounty form starting tomorrow for ten days, pool 10,000 yuan, the four default levels. */
export function bountyForm(t: TestApp, authorfile: string, overrides: Partial<ProjectPublishBody> = {}): ProjectPublishBody {
  const now = t.clock.now().getTime();
  return {
    companyname: '示例科技有限公司',
    projectype: 'bugbounty',
    projectSubType: 'web',
    projectname: '示例商城众测',
    startime: new Date(now + DAY_MS).toISOString(),
    endtime: new Date(now + 11 * DAY_MS).toISOString(),
    rewardpool: '10000.00',
    hiderewardpool: 0,
    privatemode: 0,
    rewardtype: 'rmb',
    projectintroduce: '电商平台的公开众测。',
    testrule: '禁止拒绝服务测试。',
    testrange: 'https://shop.example.com',
    authorfile,
    holeList: [
      { holeCode: 'urgent', holeLevelName: '严重', weight: 40, holeMoney: '5000', holeDescription: '远程命令执行', color: 'purple' },
      { holeCode: 'high', holeLevelName: '高危', weight: 30, holeMoney: '2000', holeDescription: '越权', color: 'red' },
      { holeCode: 'middle', holeLevelName: '中危', weight: 20, holeMoney: '500', holeDescription: '反射型XSS', color: 'orange' },
      { holeCode: 'low', holeLevelName: '低危', weight: 10, holeMoney: '100', holeDescription: '信息泄露', color: 'blue' },
    ],
    testnumber: 30,
    verifytype: 1,
    persontype: 1,
    personlevel: 0,
    bugAudit: 1,
    vpn: 1,
    vpnUserName: 'wl-vpn-user',
    vpnPassword: 'Vpn#Secret-2026',
    smsnotice: 0,
    retest: 1,
    agreeRisk: 1,
    ...overrides,
  };
}

/** An SRC form: no pool, no rewards, 20 days. */
export function srcForm(t: TestApp, authorfile: string, overrides: Partial<ProjectPublishBody> = {}): ProjectPublishBody {
  const base = bountyForm(t, authorfile);
  const now = t.clock.now().getTime();
  return {
    companyname: base.companyname,
    projectype: 'SecurityResponse',
    projectname: '示例安全应急响应中心',
    startime: new Date(now + DAY_MS).toISOString(),
    endtime: new Date(now + 21 * DAY_MS).toISOString(),
    projectintroduce: base.projectintroduce,
    testrule: base.testrule,
    testrange: base.testrange,
    authorfile,
    holeList: base.holeList.map((l) => ({ ...l, holeMoney: 0 })),
    agreeRisk: 1,
    ...overrides,
  };
}

export type Cast = { company: SignedIn; otherCompany: SignedIn; hacker: SignedIn; otherHacker: SignedIn; staff: SignedIn; auditor: SignedIn; visitor: null };

/** A certified company, a second one, two certified hackers, staff with every permission and staff without project audit. */
export async function buildCast(t: TestApp): Promise<Cast> {
  const withoutAudit: StaffPermission[] = ['certificationReview', 'content'];
  return {
    company: await signedIn(t, await buildCompany(t)),
    otherCompany: await signedIn(t, await buildCompany(t, { nickname: '另一家公司' })),
    hacker: await signedIn(t, await buildHacker(t)),
    otherHacker: await signedIn(t, await buildHacker(t)),
    staff: await signedIn(t, await buildStaff(t)),
    auditor: await signedIn(t, await buildStaff(t, { permissions: withoutAudit })),
    visitor: null,
  };
}

/** Calls an API path as someone (null: a visitor). */
export function callAs<T = unknown>(t: TestApp, who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: unknown, locale: 'zh' | 'en' = 'zh') {
  return t.call<T>({
    method,
    url: `${API}${url}`,
    headers: who ? { authorization: who.token } : {},
    locale,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Publishes a form through the API as the company; answers the project's public id. */
export async function publish(t: TestApp, company: SignedIn, form: ProjectPublishBody): Promise<string> {
  const path = form.projectype === 'bugbounty' ? '/project/publish' : '/project/src/publish';
  const res = await callAs<{ id: string }>(t, company, 'POST', path, form);
  if (res.status !== 200) throw new Error(`publish failed: ${res.body.errmsg}`);
  return res.body.ret.id;
}

/**
 * Staff approve a project through the console and the approval's job runs. Its company is
 * first funded with what the approval escrows (issue 10 §1), so the project starts as before;
 * the money tests approve unfunded projects themselves.
 */
export async function approve(t: TestApp, staff: SignedIn, id: string): Promise<void> {
  await fundForApproval(t, id);
  const res = await callAs(t, staff, 'POST', `/admin/projects/${id}/approve`, {});
  if (res.status !== 200) throw new Error(`approve failed: ${res.body.errmsg}`);
  await t.jobs.drain();
}

/** Puts an enrolment in place directly (enrolment itself is the enrolment module's call). */
export async function enrol(t: TestApp, projectId: string, user: SignedIn, state: 'apply' | 'normal' | 'refuse'): Promise<void> {
  const project = await findProject(t.db, projectId);
  await t.db.insert(projectEnrolments).values({ projectId: project!.id, userId: user.id, state, reason: state === 'refuse' ? '经验不足' : null, createdAt: t.clock.now() });
}

/** New sessions for the whole cast: after the test clock moved days ahead, the old ones have expired. */
export async function resign(t: TestApp, cast: Cast): Promise<Cast> {
  const again = async (who: SignedIn) => signedIn(t, who);
  return {
    company: await again(cast.company),
    otherCompany: await again(cast.otherCompany),
    hacker: await again(cast.hacker),
    otherHacker: await again(cast.otherHacker),
    staff: await again(cast.staff),
    auditor: await again(cast.auditor),
    visitor: null,
  };
}
