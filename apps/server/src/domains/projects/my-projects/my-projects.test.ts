import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MyProjectItem, Page, ProjectCard } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../../test/helper';
import { buildCompany, buildHacker, buildStaff, signedIn, type SignedIn } from '../../../../test/factories';
import { users } from '../../identity/identity.tables';
import { API, buildProject } from '../enrolment/enrolment-test-support';

describe(`my projects and recommendations (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let company: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await signedIn(t, await buildCompany(t));
    other = await signedIn(t, await buildCompany(t));
  });
  afterAll(() => t.close());

  const mine = (who: { call: TestApp['call'] }, query = '', path = '/project/getMyProject') =>
    who.call<Page<MyProjectItem>>({ method: 'GET', url: `${API}${path}?page=1&size=10${query}` });
  const enrol = (who: SignedIn, id: string) => who.call({ method: 'GET', url: `${API}/project/hacker/signProject?id=${id}` });

  it('shows a company the projects it published in every state, with staff’s reasons, and nobody else’s', async () => {
    const own = await signedIn(t, await buildCompany(t));
    const failed = await buildProject(t, own.id, { state: 'failed', name: '被拒项目', rejectReason: '授权文件不清晰', approvedAt: null });
    const paused = await buildProject(t, own.id, { state: 'pause', name: '暂停项目', pauseReason: '厂商系统维护' });
    const running = await buildProject(t, own.id, { state: 'doing', name: 'Running project', hideRewardPool: true });
    await buildProject(t, other.id, { name: '别人的项目' });
    for (const path of ['/project/getMyProject', '/project/getpersonalprojectList']) {
      const res = await mine(own, '', path);
      expect(res.status).toBe(200);
      expect(res.body.ret.total).toBe(3);
      expect(res.body.ret.data.map((p) => p.id).sort()).toEqual([failed.publicId, paused.publicId, running.publicId].sort());
    }
    const rows = (await mine(own)).body.ret.data;
    expect(rows.find((p) => p.id === failed.publicId)).toMatchObject({ states: 'failed', rejectReason: '授权文件不清晰', enterstatus: null, mySelfProject: true, operation: null });
    expect(rows.find((p) => p.id === paused.publicId)).toMatchObject({ states: 'pause', pauseReason: '厂商系统维护' });
    // The owner sees its own hidden pool.
    expect(rows.find((p) => p.id === running.publicId)).toMatchObject({ rewardpool: '10000.00', lowriskreward: '100.00', highriskreward: '2000.00', progress: 0 });
    // The spec's filters.
    expect((await mine(own, '&status=failed')).body.ret.data.map((p) => p.id)).toEqual([failed.publicId]);
    expect((await mine(own, `&search=${encodeURIComponent('running')}`)).body.ret.data.map((p) => p.id)).toEqual([running.publicId]);
    expect((await mine(own, '&projectType=SecurityResponse')).body.ret.total).toBe(0);
    expect((await mine(own, '&projectSubType=web')).body.ret.total).toBe(3);
    expect((await mine(own, `&search=${encodeURIComponent('100%')}`)).body.ret.total).toBe(0);
  });

  it('shows a hacker the projects it enrolled in, with its enrolment, operation and what it may see', async () => {
    const h = await signedIn(t, await buildHacker(t));
    const open = await buildProject(t, company.id, { name: '自动审核', hideRewardPool: true });
    const manual = await buildProject(t, company.id, { name: '人工审核', verifyType: 1, hideRewardPool: true, hideCompanyName: true });
    await buildProject(t, company.id, { name: '没报名' });
    await enrol(h, open.publicId);
    await enrol(h, manual.publicId);
    const res = await mine(h);
    expect(res.body.ret.total).toBe(2);
    // Newest enrolment first.
    expect(res.body.ret.data.map((p) => p.projectname)).toEqual(['人工审核', '自动审核']);
    expect(res.body.ret.data[0]).toMatchObject({ enterstatus: 'apply', operation: 'auditing', joinStatus: 'applying', rewardpool: '****', progress: '**', publisher: null, mySelfProject: false });
    expect(res.body.ret.data[1]).toMatchObject({ enterstatus: 'normal', operation: 'submission', joinStatus: 'apply', rewardpool: '10000.00', publisher: '示例科技', remainderNum: 29 });
    expect((await mine(h, '&status=doing')).body.ret.total).toBe(0);
    expect((await mine(h, `&search=${encodeURIComponent('人工')}`)).body.ret.data.map((p) => p.id)).toEqual([manual.publicId]);
  });

  it('pages ten at a time and refuses a page size beyond the limit', async () => {
    const busy = await signedIn(t, await buildCompany(t));
    for (let i = 0; i < 12; i += 1) await buildProject(t, busy.id, { name: `项目${i}` });
    const page2 = await busy.call<Page<MyProjectItem>>({ method: 'GET', url: `${API}/project/getMyProject?page=2` });
    expect(page2.body.ret).toMatchObject({ total: 12 });
    expect(page2.body.ret.data).toHaveLength(2);
    // Past the end there is no row to carry the total: it is counted apart.
    expect((await busy.call<Page<MyProjectItem>>({ method: 'GET', url: `${API}/project/getMyProject?page=3` })).body.ret).toEqual({ total: 12, data: [] });
    expect((await busy.call({ method: 'GET', url: `${API}/project/getMyProject?page=1&size=500` })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: `${API}/project/getMyProject` })).status).toBe(401);
  });

  it('recommends what the hacker could enrol in now and is not in yet', async () => {
    const h = await signedIn(t, await buildHacker(t, { status: 'certification' }));
    await t.db.update(users).set({ personLevel: 1 }).where(eq(users.id, h.id));
    const company2 = await signedIn(t, await buildCompany(t));
    const ok = await buildProject(t, company2.id, { name: '可报名', personType: 1, personLevel: 1 });
    const joined = await buildProject(t, company2.id, { name: '已报名' });
    await enrol(h, joined.publicId);
    await buildProject(t, company2.id, { name: '需可信', personType: 2 });
    await buildProject(t, company2.id, { name: '等级高', personLevel: 3 });
    await buildProject(t, company2.id, { name: '满员', testerCap: 5, takenPlaces: 5 });
    await buildProject(t, company2.id, { name: '已结束', state: 'stop' });
    await buildProject(t, company2.id, { name: '待审核', state: 'unaudited', approvedAt: null });
    const res = await h.call<ProjectCard[]>({ method: 'GET', url: `${API}/project/fetchRecommendProjectList?size=10` });
    expect(res.status).toBe(200);
    const names = res.body.ret.map((p) => p.projectname);
    expect(names).toContain('可报名');
    for (const excluded of ['已报名', '需可信', '等级高', '满员', '已结束', '待审核']) expect(names).not.toContain(excluded);
    expect(res.body.ret.find((p) => p.id === ok.publicId)).toMatchObject({ operation: 'enroll', joinStatus: 'unApply' });
    // Default size 4; companies and staff enrol in nothing.
    expect((await h.call<ProjectCard[]>({ method: 'GET', url: `${API}/project/fetchRecommendProjectList` })).body.ret.length).toBeLessThanOrEqual(4);
    expect((await company.call<ProjectCard[]>({ method: 'GET', url: `${API}/project/fetchRecommendProjectList` })).body.ret).toEqual([]);
    const staff = await signedIn(t, await buildStaff(t));
    expect((await staff.call<ProjectCard[]>({ method: 'GET', url: `${API}/project/fetchRecommendProjectList` })).body.ret).toEqual([]);
  });
});
