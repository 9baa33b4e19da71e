import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { adminBugSummary, bugListItem, pageSchema, type AdminBugSummary, type BugListItem } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { buildBugCast, callAs, putBugInState, runningProject, submittedBug, type BugCast, type RunningProject } from './bugs-test-support';

type Page<T> = { total: number; data: T[] };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe(`bug lists: /bugList, /buglistofproject, /admin/bugs (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let cast: BugCast;
  let project: RunningProject;
  let second: RunningProject;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildBugCast(t);
    project = await runningProject(t, cast.company, { enrolled: [cast.hacker, cast.otherHacker] });
    second = await runningProject(t, cast.company, { enrolled: [cast.hacker] });
    // Twelve of the hacker's in the first project (two pages), one of theirs in the second, two of another hacker's.
    for (let i = 1; i <= 12; i++) ids[`h${i}`] = (await submittedBug(t, cast.hacker, project.publicId, { holetitle: i === 7 ? '支付金额可被篡改' : `越权问题 ${i}` })).id;
    ids.second = (await submittedBug(t, cast.hacker, second.publicId)).id;
    ids.o1 = (await submittedBug(t, cast.otherHacker, project.publicId)).id;
    ids.o2 = (await submittedBug(t, cast.otherHacker, project.publicId)).id;
    // Past triage: h1..h3, h7, o1 and the second project's.
    for (const key of ['h1', 'h2', 'h3', 'h7', 'o1', 'second']) await putBugInState(t, ids[key]!, 'confirming', { auditGrade: 'middle' });
    await putBugInState(t, ids.h3!, 'appeal', { confirmGrade: 'low' });
  });
  afterAll(() => t.close());

  const projectList = (who: BugCast[keyof BugCast], query: string, locale: 'zh' | 'en' = 'zh') => callAs<Page<BugListItem>>(t, who, 'GET', `/bugList?projectId=${project.publicId}${query}`, undefined, locale);
  const myList = (who: BugCast[keyof BugCast], body: Record<string, unknown> = {}) => callAs<Page<BugListItem>>(t, who, 'POST', '/buglistofproject', body);

  it('shows the owner company only the reports past triage, newest first, with grades and clocks', async () => {
    const res = await projectList(cast.company, '', 'en');
    expect(res.status).toBe(200);
    const page = pageSchema(bugListItem).parse(res.body.ret);
    expect(page.total).toBe(5);
    expect(page.data.map((r) => r.id)).toEqual([ids.o1, ids.h7, ids.h3, ids.h2, ids.h1]);
    expect(page.data.find((r) => r.id === ids.h3)).toMatchObject({ holestatus: 'appeal', currentGrade: { code: 'low', name: 'Low' }, holeGradeName: 'High', waitingMs: null, overdue: false });
    expect(page.data.find((r) => r.id === ids.h1)).toMatchObject({ holestatus: 'confirming', waitingMs: expect.any(Number), overdue: false, projectname: project.name });
    expect(page.data.find((r) => r.id === ids.h1)!.waitingMs).toBeLessThan(60_000);
  });

  it('filters by status, title and number, 10 to a page', async () => {
    expect((await projectList(cast.company, '&status=appeal')).body.ret.data.map((r) => r.id)).toEqual([ids.h3]);
    expect((await projectList(cast.company, `&holeTitle=${encodeURIComponent('支付')}`)).body.ret.data.map((r) => r.id)).toEqual([ids.h7]);
    const mine = await projectList(cast.hacker, '');
    expect(mine.body.ret.total).toBe(12);
    expect(mine.body.ret.data).toHaveLength(10);
    const pageTwo = await projectList(cast.hacker, '&page=2');
    expect(pageTwo.body.ret.data.map((r) => r.id)).toEqual([ids.h2, ids.h1]);
    expect(pageTwo.body.ret.total).toBe(12);
    // A page past the end has no row to carry the total: it still says how many there are.
    const pastTheEnd = await projectList(cast.hacker, '&page=3');
    expect(pastTheEnd.body.ret).toEqual({ total: 12, data: [] });
    const number = mine.body.ret.data[0]!.holenumber;
    expect((await projectList(cast.hacker, `&holeNumber=${number.toLowerCase()}`)).body.ret.data.map((r) => r.id)).toEqual([ids.h12]);
    // A wildcard typed into a filter is taken literally.
    expect((await projectList(cast.hacker, '&holeTitle=%25')).body.ret.total).toBe(0);
  });

  it('shows a participant only their own, and refuses outsiders and other companies without data', async () => {
    const other = await projectList(cast.otherHacker, '');
    expect(other.body.ret.data.map((r) => r.id)).toEqual([ids.o2, ids.o1]);
    expect(await projectList(cast.outsider, '')).toMatchObject({ status: 403, body: { errcode: 40354, ret: null } });
    expect(await projectList(cast.otherCompany, '')).toMatchObject({ status: 403, body: { ret: null } });
    expect((await callAs(t, cast.hacker, 'GET', '/bugList?projectId=0123456789abcdef')).status).toBe(404);
    expect((await projectList(cast.triager, '')).body.ret.total).toBe(14);
  });

  it('lists my bugs for a hacker and the company’s reports past triage across projects, optionally one project', async () => {
    expect((await myList(cast.hacker)).body.ret.total).toBe(13);
    expect((await myList(cast.hacker, { projectId: second.publicId })).body.ret.data.map((r) => r.id)).toEqual([ids.second]);
    expect((await myList(cast.hacker, { status: 'appeal' })).body.ret.data.map((r) => r.id)).toEqual([ids.h3]);
    const company = await myList(cast.company);
    expect(company.body.ret.data.map((r) => r.id)).toEqual([ids.o1, ids.second, ids.h7, ids.h3, ids.h2, ids.h1]);
    expect((await myList(cast.company, { projectId: second.publicId })).body.ret.total).toBe(1);
    expect(await myList(cast.otherCompany, { projectId: project.publicId })).toMatchObject({ status: 403, body: { ret: null } });
    expect((await myList(cast.otherCompany)).body.ret.total).toBe(0);
    expect((await myList(cast.triager)).status).toBe(403);
  });

  it('queues triage oldest first with the time waited, and flags what is overdue', async () => {
    t.clock.advance(HOUR);
    const triager = await callAs<Page<AdminBugSummary>>(t, cast.triager, 'GET', '/admin/bugs?queue=triage');
    expect(triager.status).toBe(200);
    const queue = pageSchema(adminBugSummary).parse(triager.body.ret);
    expect(queue.total).toBe(9);
    expect(queue.data[0]).toMatchObject({ id: ids.h4, holestatus: 'verifying', reporterName: 'white-hat', companyName: '示例科技' });
    expect(queue.data[0]!.waitingMs).toBeGreaterThanOrEqual(HOUR);
    await putBugInState(t, ids.h5!, 'verifying', { stateEnteredAt: new Date(t.clock.now().getTime() - 30 * DAY) });
    await putBugInState(t, ids.h1!, 'confirming', { stateEnteredAt: new Date(t.clock.now().getTime() - 2 * DAY) });
    await putBugInState(t, ids.h2!, 'confirming', { stateEnteredAt: new Date(t.clock.now().getTime() - 9 * DAY) });
    const overdue = await callAs<Page<AdminBugSummary>>(t, cast.triager, 'GET', '/admin/bugs?queue=overdue');
    expect(overdue.body.ret.data.map((r) => [r.id, r.overdue])).toEqual([[ids.h5, true], [ids.h2, true]]);
    expect(overdue.body.ret.total).toBe(2);
    expect((await callAs<Page<AdminBugSummary>>(t, cast.triager, 'GET', '/admin/bugs?queue=triage')).body.ret.data[0]!.id).toBe(ids.h5);
    const all = await callAs<Page<AdminBugSummary>>(t, cast.triager, 'GET', `/admin/bugs?queue=all&search=${encodeURIComponent('支付')}`);
    expect(all.body.ret.data.map((r) => r.id)).toEqual([ids.h7]);
    expect((await callAs(t, cast.editor, 'GET', '/admin/bugs')).status).toBe(403);
    expect((await callAs(t, cast.hacker, 'GET', '/admin/bugs')).status).toBe(403);
  });

  it('answers unfiltered queue totals from counts kept with every change of state, equal to counting', async () => {
    const counted = rowsOf<{ state: string; n: string }>(await t.db.execute(sql`select state, count(*)::text as n from bugs group by state order by state`));
    const kept = rowsOf<{ state: string; n: string }>(await t.db.execute(sql`select state, reports::text as n from bug_state_counts where reports <> 0 order by state`));
    expect(kept).toEqual(counted);
    const verifying = Number(counted.find((r) => r.state === 'verifying')?.n ?? 0);
    const triage = await callAs<Page<AdminBugSummary>>(t, cast.triager, 'GET', '/admin/bugs?queue=triage&size=1');
    expect(triage.body.ret.total).toBe(verifying);
    const all = await callAs<Page<AdminBugSummary>>(t, cast.triager, 'GET', '/admin/bugs?queue=all&page=999');
    expect(all.body.ret).toEqual({ total: counted.reduce((sum, r) => sum + Number(r.n), 0), data: [] });
  });
});
