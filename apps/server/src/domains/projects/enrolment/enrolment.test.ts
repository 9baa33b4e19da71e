import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { EnterStatus } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../../test/helper';
import { buildCompany, buildHacker, buildStaff, buildSupplier, signedIn, type SignedIn } from '../../../../test/factories';
import { users } from '../../identity/identity.tables';
import { projectEnrolments, projects } from '../projects.tables';
import { API, buildProject, templatesOf } from './enrolment-test-support';

type Enrolled = { enterstatus: EnterStatus; operation: string };

describe(`enrolment: /project/hacker/signProject (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let company: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    company = await signedIn(t, await buildCompany(t));
  });
  afterAll(() => t.close());

  const enrol = (who: { call: TestApp['call'] } | TestApp, id: string, locale: 'zh' | 'en' = 'zh') =>
    who.call<Enrolled>({ method: 'GET', url: `${API}/project/hacker/signProject?id=${id}`, locale });
  const hacker = async (options: Parameters<typeof buildHacker>[1] = {}) => signedIn(t, await buildHacker(t, options));
  const placesOf = async (id: number) => (await t.db.select({ n: projects.takenPlaces }).from(projects).where(eq(projects.id, id)))[0]!.n;

  it('approves at once when verifytype is 0: the enrolment is normal, a place is taken, operation is submission', async () => {
    const project = await buildProject(t, company.id, { verifyType: 0, testerCap: 30 });
    const h = await hacker();
    const res = await enrol(h, project.publicId);
    expect(res).toMatchObject({ status: 200, body: { errcode: 0, errmsg: '报名成功', ret: { enterstatus: 'normal', operation: 'submission' } } });
    expect(await placesOf(project.id)).toBe(1);
    // An automatic enrolment asks nothing of the company.
    await t.jobs.drain();
    expect(await templatesOf(t, company.id)).not.toContain('enrolment.requested');
  });

  it('waits for the company when verifytype is 1: apply, no place taken, the company is told', async () => {
    const project = await buildProject(t, company.id, { verifyType: 1, state: 'doing' });
    const h = await hacker();
    const res = await enrol(h, project.publicId, 'en');
    expect(res).toMatchObject({ status: 200, body: { errcode: 0, ret: { enterstatus: 'apply', operation: 'auditing' } } });
    expect(await placesOf(project.id)).toBe(0);
    await t.jobs.drain();
    expect(await templatesOf(t, company.id)).toContain('enrolment.requested');
  });

  it('refuses a second enrolment in the same project', async () => {
    const project = await buildProject(t, company.id);
    const h = await hacker();
    expect((await enrol(h, project.publicId)).status).toBe(200);
    expect(await enrol(h, project.publicId)).toMatchObject({ status: 409, body: { errcode: 40963, errmsg: '您已报名该项目' } });
    expect(await enrol(h, project.publicId, 'en')).toMatchObject({ body: { errmsg: 'You have already enrolled in this project' } });
    expect(await placesOf(project.id)).toBe(1);
  });

  it('requires real-name certification (persontype 1) and trusted authentication (persontype 2), each with its own message', async () => {
    const realName = await buildProject(t, company.id, { personType: 1 });
    const trusted = await buildProject(t, company.id, { personType: 2 });
    const uncertified = await hacker({ status: 'unauthorized' });
    expect(await enrol(uncertified, realName.publicId)).toMatchObject({ status: 403, body: { errcode: 40361, errmsg: '请先完成实名认证后再报名' } });
    expect(await enrol(uncertified, realName.publicId, 'en')).toMatchObject({ body: { errmsg: 'Please complete real-name certification before enrolling' } });
    const certified = await hacker({ status: 'certification' });
    expect(await enrol(certified, trusted.publicId)).toMatchObject({ status: 403, body: { errcode: 40362, errmsg: '该项目仅限完成可信认证的白帽子报名' } });
    expect((await enrol(certified, realName.publicId)).status).toBe(200);
    const credible = await hacker({ status: 'credible' });
    expect((await enrol(credible, trusted.publicId)).status).toBe(200);
  });

  it('requires the project person level, read from the account as it stands now', async () => {
    const project = await buildProject(t, company.id, { personLevel: 2 });
    const h = await hacker();
    expect(await enrol(h, project.publicId)).toMatchObject({ status: 403, body: { errcode: 40363, errmsg: '您的人员等级未达到该项目要求' } });
    expect(await enrol(h, project.publicId, 'en')).toMatchObject({ body: { errmsg: 'Your person level is below what this project requires' } });
    await t.db.update(users).set({ personLevel: 2 }).where(eq(users.id, h.id));
    expect((await enrol(h, project.publicId)).status).toBe(200);
  });

  it('allows at most five concurrent projects; an ended project frees its slot', async () => {
    const h = await hacker();
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => buildProject(t, company.id)));
    for (const p of five) expect((await enrol(h, p.publicId)).status).toBe(200);
    const sixth = await buildProject(t, company.id);
    expect(await enrol(h, sixth.publicId)).toMatchObject({ status: 409, body: { errcode: 40961, errmsg: '同时参与的项目最多5个' } });
    expect(await enrol(h, sixth.publicId, 'en')).toMatchObject({ body: { errmsg: 'You can take part in at most 5 projects at once' } });
    await t.db.update(projects).set({ state: 'stop' }).where(eq(projects.id, five[0]!.id));
    expect((await enrol(h, sixth.publicId)).status).toBe(200);
  });

  it('refuses when no place is left, for automatic and manual approval alike', async () => {
    const full = await buildProject(t, company.id, { testerCap: 5, takenPlaces: 5 });
    expect(await enrol(await hacker(), full.publicId)).toMatchObject({ status: 409, body: { errcode: 40962, errmsg: '该项目名额已满' } });
    const fullManual = await buildProject(t, company.id, { verifyType: 1, testerCap: 5, takenPlaces: 5 });
    expect(await enrol(await hacker(), fullManual.publicId, 'en')).toMatchObject({ status: 409, body: { errmsg: 'This project has no places left' } });
    const unlimited = await buildProject(t, company.id, { testerCap: null, takenPlaces: 500 });
    expect((await enrol(await hacker(), unlimited.publicId)).status).toBe(200);
  });

  it('enrols only while the project is in apply or doing; unlisted projects do not exist for hackers', async () => {
    const h = await hacker();
    for (const state of ['settlement', 'stop', 'audited'] as const) {
      const project = await buildProject(t, company.id, { state });
      expect(await enrol(h, project.publicId)).toMatchObject({ status: 409, body: { errcode: 40960, errmsg: '该项目当前不在报名期' } });
    }
    for (const state of ['unaudited', 'failed', 'pause'] as const) {
      const project = await buildProject(t, company.id, { state, rejectReason: state === 'failed' ? '范围不清' : null });
      expect(await enrol(h, project.publicId)).toMatchObject({ status: 404, body: { errcode: 40450 } });
    }
    expect(await enrol(h, 'f'.repeat(32))).toMatchObject({ status: 404, body: { errcode: 40450, errmsg: '项目不存在' } });
  });

  it('is for hackers and suppliers: a company or staff is refused, a visitor asked to sign in', async () => {
    const project = await buildProject(t, company.id, { personType: 0 });
    expect(await enrol(company, project.publicId)).toMatchObject({ status: 403, body: { errcode: 40360, errmsg: '当前账号类型不能报名项目' } });
    const staff = await signedIn(t, await buildStaff(t));
    expect(await enrol(staff, project.publicId, 'en')).toMatchObject({ status: 403, body: { errmsg: 'This account type cannot enrol in projects' } });
    expect((await enrol(t, project.publicId)).status).toBe(401);
    const supplier = await signedIn(t, await buildSupplier(t));
    expect((await enrol(supplier, project.publicId)).body.ret).toEqual({ enterstatus: 'normal', operation: 'submission' });
    const rows = await t.db.select({ state: projectEnrolments.state }).from(projectEnrolments).where(and(eq(projectEnrolments.projectId, project.id)));
    expect(rows).toEqual([{ state: 'normal' }]);
  });
});
