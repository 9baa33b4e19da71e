import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page, ParticipantView } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../../test/helper';
import { buildCompany, buildHacker, signedIn, type SignedIn } from '../../../../test/factories';
import { users } from '../../identity/identity.tables';
import { stateTransitions } from '../../../platform/transitions/transitions.tables';
import { projectEnrolments, projects } from '../projects.tables';
import { API, buildProject, templatesOf } from './enrolment-test-support';

describe(`participants: /project/getjoinperson and /project/examinejoinperson (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let company: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await signedIn(t, await buildCompany(t));
    other = await signedIn(t, await buildCompany(t, { nickname: '别家公司' }));
  });
  afterAll(() => t.close());

  const participants = (who: { call: TestApp['call'] } | TestApp, id: string, page = 1, locale: 'zh' | 'en' = 'zh') =>
    who.call<Page<ParticipantView>>({ method: 'GET', url: `${API}/project/getjoinperson?id=${id}&page=${page}&size=10`, locale });
  const examine = (who: { call: TestApp['call'] }, payload: Record<string, unknown>, locale: 'zh' | 'en' = 'zh') =>
    who.call<{ id: string; enterstatus: string }>({ method: 'POST', url: `${API}/project/examinejoinperson`, payload, locale });
  const enrol = (who: SignedIn, id: string) => who.call({ method: 'GET', url: `${API}/project/hacker/signProject?id=${id}` });

  it('lists every field of a participant, in enrolment order, 10 per page', async () => {
    const project = await buildProject(t, company.id, { verifyType: 1, personType: 0 });
    const first = await signedIn(t, await buildHacker(t, { nickname: '白帽一号', status: 'credible' }));
    await t.db.update(users).set({ personLevel: 3, logo: '/web/v1/public-files/a.png' }).where(eq(users.id, first.id));
    await enrol(first, project.publicId);
    const more: SignedIn[] = [];
    for (let i = 0; i < 11; i += 1) {
      const h = await signedIn(t, await buildHacker(t, { nickname: `白帽${i + 2}`, status: 'unauthorized' }));
      await enrol(h, project.publicId);
      more.push(h);
    }
    const page1 = await participants(company, project.publicId);
    expect(page1.status).toBe(200);
    expect(page1.body.ret.total).toBe(12);
    expect(page1.body.ret.data).toHaveLength(10);
    expect(page1.body.ret.data[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      personcard: '/web/v1/public-files/a.png',
      nickname: '白帽一号',
      level: 3,
      rank: 0,
      reputationValue: 0,
      userLabel: ['实名认证', '可信认证'],
      enterstatus: 'apply',
      createtime: expect.any(String),
      reason: null,
    });
    expect(page1.body.ret.data[1]).toMatchObject({ nickname: '白帽2', userLabel: [], level: 0 });
    const page2 = await participants(company, project.publicId, 2, 'en');
    expect(page2.body.ret.data.map((p) => p.nickname)).toEqual(['白帽11', '白帽12']);
    expect((await participants(company, project.publicId, 1, 'en')).body.ret.data[0]!.userLabel).toEqual(['Identity verified', 'Trusted authentication']);
  });

  it('approves (taking a place) and refuses with a reason; the hacker is told either way; a decision is recorded', async () => {
    const project = await buildProject(t, company.id, { verifyType: 1, personType: 0, testerCap: 5 });
    const yes = await signedIn(t, await buildHacker(t));
    const no = await signedIn(t, await buildHacker(t));
    await enrol(yes, project.publicId);
    await enrol(no, project.publicId);
    const [a, b] = (await participants(company, project.publicId)).body.ret.data;

    // The spec's payload is the id alone: an approval.
    expect(await examine(company, { id: a!.id })).toMatchObject({ status: 200, body: { errcode: 0, errmsg: '审核成功', ret: { id: a!.id, enterstatus: 'normal' } } });
    expect((await t.db.select({ n: projects.takenPlaces }).from(projects).where(eq(projects.id, project.id)))[0]!.n).toBe(1);
    expect(await examine(company, { id: a!.id })).toMatchObject({ status: 409, body: { errcode: 40964, errmsg: '该报名已处理，请刷新后查看' } });

    const noReason = await examine(company, { id: b!.id, enterstatus: 'refuse' }, 'en');
    expect(noReason).toMatchObject({ status: 400 });
    expect(noReason.body.errmsg).toMatch(/reason/i);
    expect(await examine(company, { id: b!.id, enterstatus: 'refuse', reason: '技能方向不匹配' })).toMatchObject({ status: 200, body: { ret: { enterstatus: 'refuse' } } });
    const after = (await participants(company, project.publicId)).body.ret.data;
    expect(after.map((p) => [p.enterstatus, p.reason])).toEqual([
      ['normal', null],
      ['refuse', '技能方向不匹配'],
    ]);

    await t.jobs.drain();
    expect(await templatesOf(t, yes.id)).toContain('enrolment.approved');
    expect(await templatesOf(t, no.id)).toContain('enrolment.refused');
    const news = await no.call<{ data: { msgContent: string }[] }>({ method: 'GET', url: `${API}/getNewsList?page=1&size=10` });
    expect(news.body.ret.data[0]!.msgContent).toBe(`您报名的项目“示例众测项目”未通过厂商审核。原因：技能方向不匹配。`);
    const moves = await t.db.select({ action: stateTransitions.action, reason: stateTransitions.reason, actorId: stateTransitions.actorId }).from(stateTransitions).where(eq(stateTransitions.machine, 'enrolment'));
    expect(moves).toEqual(expect.arrayContaining([
      { action: 'approve', reason: null, actorId: company.id },
      { action: 'refuse', reason: '技能方向不匹配', actorId: company.id },
    ]));

    // A refused participant can still be approved (review is allowed unless normal).
    expect(await examine(company, { id: b!.id })).toMatchObject({ status: 200, body: { ret: { enterstatus: 'normal' } } });
  });

  it('never approves past the places left', async () => {
    const project = await buildProject(t, company.id, { verifyType: 1, personType: 0, testerCap: 5 });
    for (let i = 0; i < 6; i += 1) await enrol(await signedIn(t, await buildHacker(t)), project.publicId);
    await t.db.update(projects).set({ takenPlaces: 4 }).where(eq(projects.id, project.id));
    const list = (await participants(company, project.publicId)).body.ret.data;
    expect((await examine(company, { id: list[0]!.id })).status).toBe(200);
    expect(await examine(company, { id: list[1]!.id }, 'en')).toMatchObject({ status: 409, body: { errcode: 40962, errmsg: 'This project has no places left' } });
    const [row] = await t.db.select({ state: projectEnrolments.state }).from(projectEnrolments).where(eq(projectEnrolments.publicId, list[1]!.id));
    expect(row!.state).toBe('apply');
  });

  it('is the owning company’s alone: another company gets no permission, a hacker too, and their participants do not exist for them', async () => {
    const project = await buildProject(t, company.id, { verifyType: 1, personType: 0 });
    const h = await signedIn(t, await buildHacker(t));
    await enrol(h, project.publicId);
    const [p] = (await participants(company, project.publicId)).body.ret.data;
    expect(await participants(other, project.publicId)).toMatchObject({ status: 403, body: { errcode: 40354, errmsg: '没有权限查看该项目', ret: null } });
    expect(await participants(h, project.publicId, 1, 'en')).toMatchObject({ status: 403, body: { errmsg: 'You do not have permission to view this project' } });
    expect((await participants(t, project.publicId)).status).toBe(401);
    expect(await examine(other, { id: p!.id })).toMatchObject({ status: 404 });
    expect(await examine(h, { id: p!.id })).toMatchObject({ status: 404 });
    // Another company's project that is not public (unaudited) is not found at all; its own company sees its (empty) list.
    const hidden = await buildProject(t, company.id, { state: 'unaudited', approvedAt: null });
    expect(await participants(other, hidden.publicId)).toMatchObject({ status: 404, body: { errcode: 40450 } });
    expect(await participants(company, hidden.publicId)).toMatchObject({ status: 200, body: { ret: { total: 0, data: [] } } });
    expect((await participants(company, 'f'.repeat(32))).status).toBe(404);
  });
});
