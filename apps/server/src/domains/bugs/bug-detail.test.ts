import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBugDetail, bugDetail, type AdminBugDetail, type BugDetail } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
import { bugRow, buildBugCast, callAs, putBugInState, runningProject, submittedBug, type BugCast, type RunningProject } from './bugs-test-support';

const HOUR = 60 * 60 * 1000;

describe(`GET /bugdetail and GET /admin/bugs/{id} (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let cast: BugCast;
  let project: RunningProject;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildBugCast(t);
    project = await runningProject(t, cast.company, { enrolled: [cast.hacker, cast.otherHacker] });
  });
  afterAll(() => t.close());

  const detail = (who: BugCast[keyof BugCast], id: string, locale: 'zh' | 'en' = 'zh') => callAs<BugDetail>(t, who, 'GET', `/bugdetail?id=${id}`, undefined, locale);

  it('shows the reporter every field, the receipt, the history and the clock of triage, in their language', async () => {
    const receipt = await submittedBug(t, cast.hacker, project.publicId, { cvssVector: 'CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:N/A:N' });
    t.clock.advance(HOUR);
    const res = await detail(cast.hacker, receipt.id, 'en');
    expect(res.status).toBe(200);
    const d = bugDetail.parse(res.body.ret);
    expect(d).toMatchObject({
      holenumber: receipt.holenumber,
      holestatus: 'verifying',
      projectname: project.name,
      projectid: project.publicId,
      projectype: 'bugbounty',
      bugtype: 'idor',
      bugtypeName: 'Insecure direct object reference (IDOR)',
      cwe: 'CWE-639',
      holegrade: 'high',
      holeGradeName: 'High',
      auditGrade: null,
      operation: null,
      timeProgress: 1,
      cvssScore: 6.5,
      reporterName: 'white-hat',
      duplicateOf: null,
      receipt,
      actions: ['comment'],
      readCommentRight: true,
      commentRight: true,
      clocks: { triageOverdue: false, confirmMs: null, confirmOverdue: false },
    });
    // The test clock runs on from where it was moved: an hour and the time the calls took.
    expect(d.clocks.triageMs).toBeGreaterThanOrEqual(HOUR);
    expect(d.clocks.triageMs).toBeLessThan(HOUR + 60_000);
    expect(d.history).toEqual([{ action: 'submit', from: 'verifying', to: 'verifying', at: receipt.firstSeenAt, by: 'hacker', reason: null }]);
    expect(d.levels.map((l) => [l.holeCode, l.holeLevelName])).toEqual([['urgent', 'Critical'], ['high', 'High'], ['middle', 'Medium'], ['low', 'Low']]);
    expect((await detail(cast.hacker, receipt.id)).body.ret.holeGradeName).toBe('高危');
  });

  it('gives the company its buttons once triage passed the report on; staff moves read as "staff", never by name', async () => {
    const receipt = await submittedBug(t, cast.hacker, project.publicId);
    expect((await detail(cast.company, receipt.id)).status).toBe(404);
    const row = await bugRow(t, receipt.id);
    await putBugInState(t, receipt.id, 'confirming', { auditGrade: 'middle', gradeReason: '需要登录' });
    await t.db.insert(stateTransitions).values({ machine: 'bug', subjectId: String(row.id), action: 'accept', fromState: 'verifying', toState: 'confirming', actorId: cast.triager.id, reason: '需要登录', occurredAt: t.clock.now() });
    const res = await detail(cast.company, receipt.id);
    expect(res.status).toBe(200);
    expect(res.body.ret).toMatchObject({ holestatus: 'confirming', operation: 'confirmed', actions: ['confirm', 'turnBack', 'comment'], auditGradeName: '中危', auditGrade: { code: 'middle', name: '中危', color: 'orange' }, gradeReason: '需要登录', timeProgress: 2 });
    expect(res.body.ret.history[1]).toMatchObject({ action: 'accept', by: 'staff', reason: '需要登录' });
    expect(JSON.stringify(res.body.ret)).not.toContain('Auditor');
    // Turned back: the hacker may update, the company waits.
    await putBugInState(t, receipt.id, 'confirming', { isTurn: 1 });
    expect((await detail(cast.hacker, receipt.id)).body.ret.actions).toEqual(['update', 'comment']);
    expect((await detail(cast.company, receipt.id)).body.ret).toMatchObject({ actions: ['comment'], operation: null });
    // Inside the appeal window the reporter may appeal, once.
    await putBugInState(t, receipt.id, 'appeal', { isTurn: 2, confirmGrade: 'low', appealDeadline: new Date(t.clock.now().getTime() + 3 * 24 * HOUR) });
    expect((await detail(cast.hacker, receipt.id)).body.ret).toMatchObject({ actions: ['appeal', 'comment'], confirmGradeName: '低危', timeProgress: 3 });
  });

  it('flags confirmation past the project’s threshold in working days (5 by default)', async () => {
    const receipt = await submittedBug(t, cast.hacker, project.publicId);
    await putBugInState(t, receipt.id, 'confirming', { stateEnteredAt: new Date(t.clock.now().getTime() - 4 * 24 * HOUR) });
    expect((await detail(cast.company, receipt.id)).body.ret.clocks.confirmOverdue).toBe(false);
    await putBugInState(t, receipt.id, 'confirming', { stateEnteredAt: new Date(t.clock.now().getTime() - 8 * 24 * HOUR) });
    expect((await detail(cast.company, receipt.id)).body.ret.clocks).toMatchObject({ confirmOverdue: true, triageOverdue: false });
  });

  it('shows a duplicate’s original (number, grade, first seen) to the hacker, and its reporter to staff only', async () => {
    const original = await submittedBug(t, cast.otherHacker, project.publicId);
    await putBugInState(t, original.id, 'confirming', { auditGrade: 'high' });
    const copy = await submittedBug(t, cast.hacker, project.publicId);
    await putBugInState(t, copy.id, 'repeat', { duplicateOfId: (await bugRow(t, original.id)).id });
    const mine = await detail(cast.hacker, copy.id, 'en');
    expect(mine.body.ret.duplicateOf).toEqual({ holenumber: original.holenumber, grade: { code: 'high', name: 'High', color: 'red' }, firstSeenAt: original.firstSeenAt });
    expect(JSON.stringify(mine.body.ret)).not.toContain('other-hat');

    const staff = await callAs<AdminBugDetail>(t, cast.triager, 'GET', `/admin/bugs/${copy.id}`);
    expect(staff.status).toBe(200);
    const view = adminBugDetail.parse(staff.body.ret);
    expect(view).toMatchObject({ duplicateOfReporter: 'other-hat', testRange: 'https://example.com', reporter: { nickname: 'white-hat' } });
    expect(view.reporter.duplicates).toBe(1);
    // The arbitration-only member and other staff are held by the console's guard; a company by the staff guard.
    expect((await callAs(t, cast.editor, 'GET', `/admin/bugs/${copy.id}`)).status).toBe(403);
    expect((await callAs(t, cast.company, 'GET', `/admin/bugs/${copy.id}`)).status).toBe(403);
    expect((await callAs(t, cast.triager, 'GET', '/admin/bugs/0123456789abcdef')).status).toBe(404);
  });

  it('answers the SRC route with the same view', async () => {
    const src = await runningProject(t, cast.company, { type: 'SecurityResponse', enrolled: [cast.hacker] });
    const receipt = await submittedBug(t, cast.hacker, src.publicId);
    const res = await callAs<BugDetail>(t, cast.company, 'POST', '/src/bug/detail', { id: receipt.id });
    expect(res).toMatchObject({ status: 200, body: { ret: { holestatus: 'confirming', projectype: 'SecurityResponse', actions: ['claim', 'turnBack', 'comment'], operation: null } } });
    expect((await callAs(t, cast.otherCompany, 'POST', '/src/bug/detail', { id: receipt.id })).status).toBe(404);
  });
});
