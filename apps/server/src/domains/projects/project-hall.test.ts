import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProjectCard, ProjectDetail } from '@wardline/contract';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { projectEnrolments } from './projects.tables';
import { findProject } from './project-form';
import { approve, bountyForm, buildCast, callAs, enrol, publish, srcForm, uploadAuthorisation, type Cast } from './projects-test-support';

type Page = { total: number; data: ProjectCard[] };

describe('the project hall and the project detail (spec 001 §2, 002 §2.2)', () => {
  let t: TestApp;
  let cast: Cast;
  const ids = {} as Record<'open' | 'src' | 'hidden' | 'unaudited' | 'failed' | 'paused' | 'theirs', string>;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildCast(t);
    const file = await uploadAuthorisation(t, cast.company);
    ids.open = await publish(t, cast.company, bountyForm(t, file, { projectname: '商城公开众测', rewardpool: '10000' }));
    ids.src = await publish(t, cast.company, srcForm(t, file, { projectname: '应急响应中心' }));
    ids.hidden = await publish(t, cast.company, bountyForm(t, file, { projectname: '隐藏奖金项目', rewardpool: '50000', hiderewardpool: 1, privatemode: 1, projectSubType: 'app' }));
    ids.unaudited = await publish(t, cast.company, bountyForm(t, file, { projectname: '待审核项目' }));
    ids.failed = await publish(t, cast.company, bountyForm(t, file, { projectname: '被驳回项目' }));
    ids.paused = await publish(t, cast.company, bountyForm(t, file, { projectname: '暂停项目' }));
    ids.theirs = await publish(t, cast.otherCompany, bountyForm(t, await uploadAuthorisation(t, cast.otherCompany), { projectname: '别家公司项目', rewardpool: '20000' }));
    for (const id of [ids.open, ids.src, ids.hidden, ids.paused, ids.theirs]) await approve(t, cast.staff, id);
    await callAs(t, cast.staff, 'POST', `/admin/projects/${ids.failed}/reject`, { reason: '资料不全' });
    await callAs(t, cast.staff, 'POST', `/admin/projects/${ids.paused}/pause`, { reason: '核查中' });
    await enrol(t, ids.open, cast.hacker, 'normal');
    await enrol(t, ids.hidden, cast.hacker, 'apply');
  });
  afterAll(() => t.close());

  const list = (who: Cast[keyof Cast], query = '') => callAs<Page>(t, who, 'GET', `/project/getProjectList${query}`);
  const names = (page: Page) => page.data.map((p) => p.name);

  it('shows visitors listed projects only, with hidden values masked, from the public cache until something changes', async () => {
    const res = await list(null);
    expect(res.status).toBe(200);
    expect(names(res.body.ret).sort()).toEqual(['别家公司项目', '商城公开众测', '应急响应中心', '隐藏奖金项目'].sort());
    const hidden = res.body.ret.data.find((p) => p.id === ids.hidden)!;
    expect(hidden).toMatchObject({ progress: '**', rewardpool: '****', remainingBonus: '****', lowriskreward: '****', highriskreward: '****', publisher: null, operation: 'participate', joinStatus: null });
    const open = res.body.ret.data.find((p) => p.id === ids.open)!;
    expect(open).toMatchObject({ rewardpool: '10000.00', remainingBonus: '10000.00', lowriskreward: '100.00', highriskreward: '5000.00', progress: 0, states: 'apply', remainderNum: 30, publisher: '示例科技有限公司' });

    // A visitor's answer is cached; a project approved meanwhile shows at once (the approval empties the cache).
    const again = await t.app.inject({ method: 'GET', url: '/web/v1/project/getProjectList' });
    expect(JSON.parse(again.body).ret.total).toBe(res.body.ret.total);
    const file = await uploadAuthorisation(t, cast.company);
    const late = await publish(t, cast.company, bountyForm(t, file, { projectname: '新上线项目' }));
    await approve(t, cast.staff, late);
    expect(names((await list(null)).body.ret)).toContain('新上线项目');
  });

  it('filters by type, subtype, state and name, sorts by highest bonus, pages by 10', async () => {
    expect(names((await list(null, '?projectType=SecurityResponse')).body.ret)).toEqual(['应急响应中心']);
    expect(names((await list(null, '?projectSubType=app')).body.ret)).toEqual(['隐藏奖金项目']);
    expect(names((await list(null, '?search=%E5%95%86%E5%9F%8E')).body.ret)).toEqual(['商城公开众测']);
    expect(names((await list(null, '?search=%25')).body.ret)).toEqual([]);
    expect((await list(null, '?status=doing')).body.ret.total).toBe(0);
    expect(names((await list(null, '?lastPush=3')).body.ret).slice(0, 2)).toEqual(['隐藏奖金项目', '别家公司项目']);
    const page = await list(null, '?size=2&page=2');
    expect(page.body.ret.data).toHaveLength(2);
    expect(page.body.ret.total).toBe(5);
    const beyond = await list(null, '?page=50');
    expect(beyond.body.ret).toEqual({ total: 5, data: [] });
    expect((await list(null, '?lastPush=2')).status).toBe(400);
    expect((await list(null, '?status=unaudited')).status).toBe(400);
  });

  it('gives a signed-in hacker its operation and join status, and filters by it', async () => {
    const page = (await list(cast.hacker)).body.ret;
    const byId = Object.fromEntries(page.data.map((p) => [p.id, p]));
    expect(byId[ids.open]).toMatchObject({ operation: 'submission', joinStatus: 'apply' });
    expect(byId[ids.hidden]).toMatchObject({ operation: 'auditing', joinStatus: 'applying', rewardpool: '****' });
    expect(byId[ids.src]).toMatchObject({ operation: 'enroll', joinStatus: 'unApply' });
    expect(names((await list(cast.hacker, '?joinStatus=apply')).body.ret)).toEqual(['商城公开众测']);
    expect(names((await list(cast.hacker, '?joinStatus=applying')).body.ret)).toEqual(['隐藏奖金项目']);
    expect(names((await list(cast.hacker, '?joinStatus=unApply')).body.ret)).not.toContain('商城公开众测');
    // A refused enrolment reads nopass, and is in none of the three join filters.
    await enrol(t, ids.src, cast.otherHacker, 'refuse');
    const refused = (await list(cast.otherHacker)).body.ret.data.find((p) => p.id === ids.src)!;
    expect(refused).toMatchObject({ operation: 'nopass', joinStatus: null });
    for (const joinStatus of ['apply', 'applying', 'unApply']) expect(names((await list(cast.otherHacker, `?joinStatus=${joinStatus}`)).body.ret)).not.toContain('应急响应中心');
  });

  it('lets a company filter its own projects (every state) or others’, never seeing another’s unlisted ones', async () => {
    const mine = names((await list(cast.company, '?ownership=mine&size=50')).body.ret);
    expect(mine).toEqual(expect.arrayContaining(['待审核项目', '被驳回项目', '暂停项目', '商城公开众测']));
    expect(mine).not.toContain('别家公司项目');
    const others = names((await list(cast.otherCompany, '?ownership=others')).body.ret);
    expect(others).not.toContain('别家公司项目');
    expect(others).not.toContain('待审核项目');
    const own = (await list(cast.company)).body.ret.data.find((p) => p.id === ids.hidden)!;
    expect(own).toMatchObject({ mySelfProject: true, rewardpool: '50000.00', publisher: '示例科技有限公司', operation: null });
  });

  it('counts what each viewer’s filters match, and counts a newly approved project at once', async () => {
    // Every total is checked against the rows themselves (all on one page of 50).
    const counted = async (who: Cast[keyof Cast], query: string) => {
      const page = (await list(who, `?size=50${query}`)).body.ret;
      expect(page.total, `${query} total`).toBe(page.data.length);
      return page.total;
    };
    const queries = ['', '&joinStatus=apply', '&joinStatus=applying', '&joinStatus=unApply', '&status=doing', '&projectSubType=app&joinStatus=unApply'];
    for (const query of queries) await counted(cast.hacker, query);
    for (const query of ['&ownership=others', '&ownership=mine', '']) await counted(cast.company, query);
    const before = await counted(cast.hacker, '&joinStatus=unApply');
    const file = await uploadAuthorisation(t, cast.otherCompany);
    const added = await publish(t, cast.otherCompany, bountyForm(t, file, { projectname: '新上架项目' }));
    expect(await counted(cast.hacker, '&joinStatus=unApply')).toBe(before);
    await approve(t, cast.staff, added);
    expect(await counted(cast.hacker, '&joinStatus=unApply')).toBe(before + 1);
    expect(await counted(cast.company, '&ownership=others')).toBeGreaterThan(0);
  });

  const detail = (who: Cast[keyof Cast], id: string, locale: 'zh' | 'en' = 'zh') => callAs<ProjectDetail>(t, who, 'GET', `/project/getProjectdetail?id=${id}`, undefined, locale);

  it('shows the owner everything, another company nothing ("no permission"), outsiders no unlisted project', async () => {
    const own = await detail(cast.company, ids.open);
    expect(own.body.ret).toMatchObject({ bountyVisible: true, vpnUserName: 'wl-vpn-user', vpnPassword: 'Vpn#Secret-2026', editable: false, tabs: { participants: true, holes: true } });
    expect(own.body.ret.holeList.map((l) => l.holeMoney)).toEqual(['5000.00', '2000.00', '500.00', '100.00']);
    const failed = await detail(cast.company, ids.failed);
    expect(failed.body.ret).toMatchObject({ editable: true, rejectReason: '资料不全', states: 'failed' });

    const foreign = await detail(cast.otherCompany, ids.open, 'en');
    expect(foreign).toMatchObject({ status: 403, body: { errcode: 40354, errmsg: 'You do not have permission to view this project', ret: null } });
    for (const id of [ids.unaudited, ids.failed, ids.paused]) expect((await detail(cast.otherHacker, id)).status).toBe(404);
    expect((await detail(null, ids.open)).status).toBe(401);
    expect((await detail(cast.otherHacker, 'ffffffffffffffffffffffffffffffff')).status).toBe(404);
    // Staff with project audit see any project.
    expect((await detail(cast.staff, ids.unaudited)).status).toBe(200);
  });

  it('hides the bounty and VPN until the enrolment is approved, then gives a short-lived signed VPN file link', async () => {
    const outsider = (await detail(cast.otherHacker, ids.open)).body.ret;
    // What is left of the pool is everyone's to see unless the company hides the pool (issue 10 §1): nobody waits for a refill.
    expect(outsider).toMatchObject({ bountyVisible: false, remainingBonus: '10000.00', vpn: 1, vpnUserName: null, vpnPassword: null, vpnFileUrl: null, operation: 'enroll', tabs: { participants: false, holes: false } });
    expect(outsider.holeList.every((l) => l.holeMoney === '****')).toBe(true);
    const levels = await callAs<{ holeMoney: string }[]>(t, cast.otherHacker, 'GET', `/setHole/getNeedHole?projectId=${ids.open}`);
    expect(levels.body.ret.map((l) => l.holeMoney)).toEqual(['****', '****', '****', '****']);

    const approved = (await detail(cast.hacker, ids.open)).body.ret;
    expect(approved).toMatchObject({ bountyVisible: true, remainingBonus: '10000.00', vpnUserName: 'wl-vpn-user', vpnPassword: 'Vpn#Secret-2026', enterstatus: 'normal', tabs: { participants: false, holes: true } });
    const byPath = await callAs<{ holeMoney: string }[]>(t, cast.hacker, 'GET', `/setHole/getHoleLevel/${ids.open}`);
    expect(byPath.body.ret[0]!.holeMoney).toBe('5000.00');

    const file = await t.app.inject({ method: 'GET', url: approved.vpnFileUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.body).toContain('Vpn#Secret-2026');
    // A forged link opens nothing; neither does a real one once its holder is no longer approved, or after five minutes.
    const forged = approved.vpnFileUrl!.replace(/.{4}$/, 'AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const project = await findProject(t.db, ids.open);
    await t.db.update(projectEnrolments).set({ state: 'refuse', reason: '名额调整' }).where(eq(projectEnrolments.projectId, project!.id));
    expect((await t.app.inject({ method: 'GET', url: approved.vpnFileUrl! })).statusCode).toBe(404);
    await t.db.update(projectEnrolments).set({ state: 'normal', reason: null }).where(eq(projectEnrolments.projectId, project!.id));
    t.clock.advance(6 * 60_000);
    const expired = await t.app.inject({ method: 'GET', url: approved.vpnFileUrl! });
    expect(expired.statusCode).toBe(404);
    expect(JSON.parse(expired.body).errcode).toBe(40452);
  });
});
