import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugCategoryView, bugCommentView, pageSchema, type BugCategoryView, type BugCommentView } from '@wardline/contract';
import { z } from 'zod';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { templatesOf } from '../projects/enrolment/enrolment-test-support';
import { buildBugCast, callAs, putBugInState, runningProject, submittedBug, type BugCast, type RunningProject } from './bugs-test-support';

type Page<T> = { total: number; data: T[] };

describe(`comments on a report, and the taxonomy (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let cast: BugCast;
  let project: RunningProject;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildBugCast(t);
    project = await runningProject(t, cast.company, { enrolled: [cast.hacker, cast.otherHacker] });
  });
  afterAll(() => t.close());

  const add = (who: BugCast[keyof BugCast], id: string, content: string, locale: 'zh' | 'en' = 'zh') => callAs<BugCommentView>(t, who, 'POST', '/addcomment', { id, content }, locale);
  const list = (who: BugCast[keyof BugCast], id: string) => callAs<Page<BugCommentView>>(t, who, 'GET', `/commentlist?id=${id}`);

  it('lets the reporter, the company (past triage) and staff comment, stores text as text, and tells the others once each', async () => {
    const bug = await submittedBug(t, cast.hacker, project.publicId);
    // In triage the company does not see the report, so it can neither read nor write.
    expect(await add(cast.company, bug.id, '看不到')).toMatchObject({ status: 404, body: { errcode: 40470 } });
    const first = await add(cast.hacker, bug.id, '<img src=x onerror=alert(1)> 补充：需登录后复现');
    expect(first).toMatchObject({ status: 200, body: { errmsg: expect.any(String), ret: { content: '<img src=x onerror=alert(1)> 补充：需登录后复现', usertype: 'hacker', username: 'white-hat', grade: 0, gradeName: '初级' } } });
    bugCommentView.parse(first.body.ret);
    expect((await add(cast.triager, bug.id, '已收到，正在复现', 'en')).body.ret).toMatchObject({ usertype: 'staff', username: 'Platform', personcard: null });
    await t.jobs.drain();
    expect(await templatesOf(t, cast.hacker.id)).toEqual(['bug.commented']);
    expect(await templatesOf(t, cast.company.id)).not.toContain('bug.commented');

    await putBugInState(t, bug.id, 'confirming');
    expect((await add(cast.company, bug.id, '我们会尽快确认')).status).toBe(200);
    await t.jobs.drain();
    // The reporter and the staff member who commented hear of it; the author does not.
    expect(await templatesOf(t, cast.hacker.id)).toEqual(['bug.commented', 'bug.commented']);
    expect(await templatesOf(t, cast.triager.id)).toEqual(['bug.commented']);
    expect(await templatesOf(t, cast.company.id)).not.toContain('bug.commented');

    const page = await list(cast.company, bug.id);
    expect(pageSchema(bugCommentView).parse(page.body.ret).data.map((c) => c.usertype)).toEqual(['hacker', 'staff', 'company']);
    expect(page.body.ret.total).toBe(3);
    expect(JSON.stringify(page.body.ret)).not.toContain('Auditor');
  });

  it('refuses an empty comment naming the field, and outsiders without data', async () => {
    const bug = await submittedBug(t, cast.hacker, project.publicId);
    expect(await add(cast.hacker, bug.id, '   ', 'en')).toMatchObject({ status: 400, body: { ret: { fields: [{ field: 'content', message: 'The comment cannot be empty' }] } } });
    for (const who of [cast.otherHacker, cast.otherCompany, cast.outsider, cast.editor]) {
      expect(await add(who, bug.id, '你好')).toMatchObject({ status: 404, body: { ret: null } });
      expect(await list(who, bug.id)).toMatchObject({ status: 404, body: { ret: null } });
    }
    expect((await list(cast.hacker, bug.id)).body.ret).toEqual({ total: 0, data: [] });
  });

  it('serves the taxonomy in both languages with CWE ids, and repair templates', async () => {
    const zh = await callAs<BugCategoryView[]>(t, null, 'GET', '/bugcategory');
    const en = await callAs<BugCategoryView[]>(t, null, 'GET', '/bugcategory', undefined, 'en');
    const categories = z.array(bugCategoryView).parse(en.body.ret);
    expect(categories.length).toBeGreaterThanOrEqual(30);
    expect(categories.find((c) => c.id === 'sqli')).toEqual({ id: 'sqli', cwe: 'CWE-89', name: 'SQL injection', group: 'Injection' });
    expect(zh.body.ret.find((c) => c.id === 'sqli')).toMatchObject({ name: 'SQL 注入', group: '注入' });
    const template = await callAs<{ id: string; template: string }>(t, cast.hacker, 'GET', '/repairTemplate?id=ssrf', undefined, 'en');
    expect(template.body.ret.template).toContain('<h3>Suggested fix</h3>');
    expect((await callAs(t, cast.hacker, 'GET', '/repairTemplate?id=nope')).status).toBe(400);
  });
});
