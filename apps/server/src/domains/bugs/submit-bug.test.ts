import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { BUG_DAILY_CAP_PER_PROJECT, bugReceipt, type BugReceipt } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { solveCaptcha } from '../identity/identity-test-support';
import { templatesOf } from '../projects/enrolment/enrolment-test-support';
import { projects } from '../projects/projects.tables';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
import { receiptDigest } from './bug-receipt';
import { bugForm, bugRow, buildBugCast, callAs, runningProject, submitTestBug, submittedBug, type BugCast, type RunningProject } from './bugs-test-support';
import { bugs } from './bugs.tables';

/** An answer of the captcha's shape that is not its answer. */
const wrongAnswer = (answer: string) => [...answer].map((c) => (c.toUpperCase() === 'A' ? 'B' : 'A')).join('');

describe(`POST /hacker/submitBug (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let cast: BugCast;
  let project: RunningProject;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildBugCast(t);
    project = await runningProject(t, cast.company, { enrolled: [cast.hacker, cast.otherHacker] });
  });
  afterAll(() => t.close());

  it('stores a sanitised report in triage and answers its receipt, with the first history line', async () => {
    const res = await submitTestBug(t, cast.hacker, project.publicId, {
      holedetail: '<p onclick="alert(1)">步骤<script>alert(2)</script></p>',
      cvssVector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
    });
    expect(res).toMatchObject({ status: 200, body: { errcode: 0, errmsg: '漏洞提交成功' } });
    const receipt = bugReceipt.parse(res.body.ret);
    expect(receipt.holenumber).toMatch(new RegExp(`^WL-${project.publicId.slice(0, 8).toUpperCase()}-\\d{4}$`));
    const row = await bugRow(t, receipt.id);
    expect(row).toMatchObject({ state: 'verifying', isTurn: 0, version: 1, url: 'https://shop.example.com/api/orders?id', cvssScore: 9.8, digest: receipt.digest });
    expect(row.detail).toBe('<p>步骤</p>');
    expect(row.stateEnteredAt.toISOString()).toBe(receipt.firstSeenAt);
    const history = await t.db.select().from(stateTransitions).where(and(eq(stateTransitions.machine, 'bug'), eq(stateTransitions.subjectId, String(row.id))));
    expect(history).toMatchObject([{ action: 'submit', fromState: 'verifying', toState: 'verifying', actorId: cast.hacker.id }]);
    // Staff read the queue; the company does not see a report in triage.
    await t.jobs.drain();
    expect(await templatesOf(t, cast.company.id)).not.toContain('bug.received');
  });

  it('sends a report straight to confirmation when the project has no platform triage, and tells the company', async () => {
    const direct = await runningProject(t, cast.company, { bugAudit: 0, enrolled: [cast.hacker] });
    const receipt = await submittedBug(t, cast.hacker, direct.publicId);
    expect((await bugRow(t, receipt.id)).state).toBe('confirming');
    await t.jobs.drain();
    expect(await templatesOf(t, cast.company.id)).toContain('bug.received');
  });

  it('refuses whoever may not submit: not enrolled, a company, another company, a project not running', async () => {
    expect(await submitTestBug(t, cast.outsider, project.publicId)).toMatchObject({ status: 403, body: { errcode: 40370, ret: null } });
    expect(await submitTestBug(t, cast.company, project.publicId)).toMatchObject({ status: 403, body: { errcode: 40370 } });
    expect((await submitTestBug(t, cast.otherCompany, project.publicId)).status).toBe(403);
    expect(await submitTestBug(t, cast.hacker, 'nosuchproject0000')).toMatchObject({ status: 404 });
    const enrolling = await runningProject(t, cast.company, { state: 'apply', enrolled: [cast.hacker] });
    expect(await submitTestBug(t, cast.hacker, enrolling.publicId, {}, 'en')).toMatchObject({
      status: 409,
      body: { errcode: 40970, errmsg: 'The project has not started or has ended: reports cannot be submitted now' },
    });
    const ended = await runningProject(t, cast.company, { state: 'settlement', enrolled: [cast.hacker] });
    expect((await submitTestBug(t, cast.hacker, ended.publicId)).status).toBe(409);
    const unaudited = await runningProject(t, cast.company, { state: 'unaudited' });
    expect((await submitTestBug(t, cast.outsider, unaudited.publicId)).status).toBe(404);
  });

  it('refuses a wrong captcha, an unknown grade or type, and a detail that is empty once sanitised, naming the field', async () => {
    const captcha = await solveCaptcha(t);
    const wrong = await callAs(t, cast.hacker, 'POST', '/hacker/submitBug', { ...bugForm(), projectid: project.publicId, photoCode: wrongAnswer(captcha.answer), code: captcha.code });
    expect(wrong).toMatchObject({ status: 400, body: { errcode: 40011, ret: { fields: [{ field: 'photoCode' }] } } });
    expect(await submitTestBug(t, cast.hacker, project.publicId, { holeCode: 'level-99' })).toMatchObject({ status: 400, body: { errcode: 40070 } });
    expect(await submitTestBug(t, cast.hacker, project.publicId, { bugtype: 'nonsense' }, 'en')).toMatchObject({
      status: 400,
      body: { ret: { fields: [{ field: 'bugtype', message: 'This vulnerability type does not exist, please choose another' }] } },
    });
    const scriptOnly = await submitTestBug(t, cast.hacker, project.publicId, { holedetail: '<script>alert(document.cookie)</script>' });
    expect(scriptOnly).toMatchObject({ status: 400, body: { ret: { fields: [{ field: 'holedetail', message: '请输入漏洞详情' }] } } });
  });

  it('takes one uploaded image in the detail and one in the repair suggestion, and refuses a second, naming the field (zh, en)', async () => {
    const image = (c: string) => `<img src="/web/v1/public-files/${c.repeat(32)}.png" alt="">`;
    const before = (await t.db.select({ id: bugs.id }).from(bugs)).length;
    const detail = await submitTestBug(t, cast.hacker, project.publicId, { holedetail: `<p>步骤</p>${image('a')}<p>再请求一次</p>${image('c')}` });
    expect(detail).toMatchObject({ status: 400, body: { errmsg: '漏洞详情中最多只能插入1张图片', ret: { fields: [{ field: 'holedetail', message: '漏洞详情中最多只能插入1张图片' }] } } });
    const repair = await submitTestBug(t, cast.hacker, project.publicId, { repairpropose: `${image('a')}<IMG SRC="/web/v1/public-files/${'d'.repeat(32)}.jpg">` }, 'en');
    expect(repair).toMatchObject({
      status: 400,
      body: { errmsg: 'The repair suggestion can contain at most one image', ret: { fields: [{ field: 'repairpropose', message: 'The repair suggestion can contain at most one image' }] } },
    });
    expect((await t.db.select({ id: bugs.id }).from(bugs)).length).toBe(before);

    const one = await submitTestBug(t, cast.hacker, project.publicId, { holedetail: `<p>步骤</p>${image('a')}`, repairpropose: `<p>修复</p>${image('b')}` });
    expect(one.status, one.body.errmsg).toBe(200);
    const row = await bugRow(t, one.body.ret.id);
    expect([row.detail.match(/<img/g)?.length, row.repairSuggestion.match(/<img/g)?.length]).toEqual([1, 1]);
  });

  it(`caps a hacker at ${BUG_DAILY_CAP_PER_PROJECT} reports a day per project (429), others unaffected`, async () => {
    const capped = await runningProject(t, cast.company, { enrolled: [cast.hacker, cast.otherHacker] });
    const first = await bugRow(t, (await submittedBug(t, cast.hacker, capped.publicId)).id);
    // The other 19 of the day straight in the table: the cap counts rows, however they came.
    const { id: _id, publicId: _p, ...copy } = first;
    await t.db.insert(bugs).values(Array.from({ length: BUG_DAILY_CAP_PER_PROJECT - 1 }, (_, i) => ({ ...copy, holeNumber: `${first.holeNumber}-c${i}` })));
    expect(await submitTestBug(t, cast.hacker, capped.publicId, {}, 'en')).toMatchObject({
      status: 429,
      body: { errcode: 42970, errmsg: 'You have reached today’s limit of reports for this project, please try again tomorrow' },
    });
    expect((await submitTestBug(t, cast.otherHacker, capped.publicId)).status).toBe(200);
    // The refused one took no number: the next report continues the chain.
    const [head] = await t.db.select({ count: projects.bugCount }).from(projects).where(eq(projects.id, capped.id));
    expect(head!.count).toBe(2);
  });

  it('chains ten concurrent submissions to one project: numbers 1..10, each linked to the one before', async () => {
    const race = await runningProject(t, cast.company, { enrolled: [cast.hacker] });
    const captchas = await Promise.all(Array.from({ length: 10 }, () => solveCaptcha(t)));
    const answers = await Promise.all(
      captchas.map((c, i) => callAs<BugReceipt>(t, cast.hacker, 'POST', '/hacker/submitBug', { ...bugForm({ holetitle: `并发提交 ${i}` }), projectid: race.publicId, photoCode: c.answer, code: c.code })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const rows = await t.db.select().from(bugs).where(eq(bugs.projectId, race.id)).orderBy(asc(bugs.holeNumber));
    expect(rows.map((r) => Number(r.holeNumber.slice(-4)))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    rows.forEach((row, i) => {
      expect(row.prevDigest).toBe(i === 0 ? null : rows[i - 1]!.digest);
      // Anyone with the content can recompute the digest.
      const content = { title: row.title, selfGrade: row.selfGrade, judgeBasis: row.judgeBasis, bugType: row.bugType, url: row.url, description: row.description, danger: row.danger, detail: row.detail, repairSuggestion: row.repairSuggestion, cvssVector: row.cvssVector };
      expect(receiptDigest({ content, projectPublicId: race.publicId, firstSeenAt: row.createdAt, prevDigest: row.prevDigest })).toBe(row.digest);
    });
    const [head] = await t.db.select({ count: projects.bugCount, last: projects.lastBugDigest }).from(projects).where(eq(projects.id, race.id));
    expect(head).toEqual({ count: 10, last: rows[9]!.digest });
  });
});
