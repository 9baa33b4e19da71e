import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { BugReceipt } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { solveCaptcha } from '../identity/identity-test-support';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
import { messages } from '../notifications/notifications.tables';
import { noticesTo } from './bug-moves-test-support';
import { receiptDigest } from './bug-receipt';
import { bugForm, bugRow, buildBugCast, callAs, putBugInState, runningProject, submittedBug, type BugCast, type RunningProject } from './bugs-test-support';
import { bugVersions } from './bugs.tables';

describe(`POST /perfectHole: the update of a report turned back (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let cast: BugCast;
  let project: RunningProject;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildBugCast(t);
    project = await runningProject(t, cast.company, { enrolled: [cast.hacker, cast.otherHacker] });
  });
  afterAll(() => t.close());

  const update = async (who: BugCast[keyof BugCast], id: string, overrides = {}, locale: 'zh' | 'en' = 'zh') => {
    const c = await solveCaptcha(t);
    return callAs<BugReceipt>(t, who, 'POST', '/perfectHole', { ...bugForm({ holetitle: '订单接口越权（补充复现步骤）', ...overrides }), id, photoCode: c.answer, code: c.code }, locale);
  };

  it('keeps the previous version, chains the new digest to it, and sends the report back to triage once', async () => {
    const first = await submittedBug(t, cast.hacker, project.publicId);
    await putBugInState(t, first.id, 'confirming', { isTurn: 1 });
    const res = await update(cast.hacker, first.id, {}, 'en');
    expect(res).toMatchObject({ status: 200, body: { errmsg: 'Report updated: it goes back to triage', ret: { id: first.id, holenumber: first.holenumber, version: 2, prevDigest: first.digest } } });
    const row = await bugRow(t, first.id);
    expect(row).toMatchObject({ state: 'verifying', isTurn: 2, version: 2, title: '订单接口越权（补充复现步骤）', digest: res.body.ret.digest, prevDigest: first.digest });
    expect(row.createdAt.toISOString()).toBe(first.firstSeenAt);
    const content = { title: row.title, selfGrade: row.selfGrade, judgeBasis: row.judgeBasis, bugType: row.bugType, url: row.url, description: row.description, danger: row.danger, detail: row.detail, repairSuggestion: row.repairSuggestion, cvssVector: row.cvssVector };
    expect(receiptDigest({ content, projectPublicId: project.publicId, firstSeenAt: row.createdAt, prevDigest: first.digest })).toBe(row.digest);

    const versions = await t.db.select().from(bugVersions).where(eq(bugVersions.bugId, row.id));
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, digest: first.digest });
    const kept = JSON.parse(versions[0]!.content) as { content: { title: string }; prevDigest: string | null };
    expect(kept.content.title).toBe(bugForm().holetitle);
    expect(kept.prevDigest).toBe(first.prevDigest);

    const history = await t.db.select().from(stateTransitions).where(and(eq(stateTransitions.machine, 'bug'), eq(stateTransitions.subjectId, String(row.id)))).orderBy(asc(stateTransitions.id));
    expect(history.map((h) => [h.action, h.fromState, h.toState])).toEqual([['submit', 'verifying', 'verifying'], ['resubmit', 'confirming', 'verifying']]);
    // Turned back once: a second update is refused.
    expect(await update(cast.hacker, first.id)).toMatchObject({ status: 409, body: { errcode: 40972 } });
  });

  it('refuses a report not turned back, another hacker (404), the company (403), and keeps nothing', async () => {
    const bug = await submittedBug(t, cast.hacker, project.publicId);
    expect(await update(cast.hacker, bug.id)).toMatchObject({ status: 409, body: { errcode: 40972 } });
    await putBugInState(t, bug.id, 'confirming', { isTurn: 1 });
    expect(await update(cast.otherHacker, bug.id)).toMatchObject({ status: 404, body: { errcode: 40470, ret: null } });
    expect(await update(cast.company, bug.id)).toMatchObject({ status: 403, body: { errcode: 40371 } });
    expect(await update(cast.hacker, bug.id, { holedetail: '<script>x</script>' })).toMatchObject({ status: 400, body: { ret: { fields: [{ field: 'holedetail' }] } } });
    // One image per rich-text field, as on submission (spec 001 §5), named in the caller's language.
    const images = (n: number) => Array.from({ length: n }, (_, i) => `<p>图 ${i + 1}</p><img src="/web/v1/public-files/${String(i).repeat(32)}.png">`).join('');
    expect(await update(cast.hacker, bug.id, { holedetail: images(2) }, 'en')).toMatchObject({
      status: 400,
      body: { errmsg: 'The details can contain at most one image', ret: { fields: [{ field: 'holedetail', message: 'The details can contain at most one image' }] } },
    });
    expect(await update(cast.hacker, bug.id, { repairpropose: images(3) })).toMatchObject({
      status: 400,
      body: { errmsg: '修复建议中最多只能插入1张图片', ret: { fields: [{ field: 'repairpropose', message: '修复建议中最多只能插入1张图片' }] } },
    });
    const row = await bugRow(t, bug.id);
    expect(row).toMatchObject({ version: 1, isTurn: 1, state: 'confirming' });
    expect(await t.db.select().from(bugVersions).where(eq(bugVersions.bugId, row.id))).toHaveLength(0);
  });

  describe('who hears of the update', () => {
    const turnBackInTriage = async (who: BugCast['triager'], id: string) => {
      const res = await callAs(t, who, 'POST', `/admin/bugs/${id}/turn-back`, { reason: '请补充复现步骤' });
      expect(res.status, res.body.errmsg).toBe(200);
    };
    const backInTriage = async (userId: number) => (await noticesTo(t, userId)).filter((n) => n === 'bug.backInTriage').length;

    it('the triager who turned it back hears it is back in the queue, with a link to it in the console; nobody else', async () => {
      const bug = await submittedBug(t, cast.hacker, project.publicId);
      await turnBackInTriage(cast.triager, bug.id);
      await t.jobs.drain();
      const before = { triager: await backInTriage(cast.triager.id), admin: await backInTriage(cast.admin.id) };
      expect((await update(cast.hacker, bug.id)).status).toBe(200);
      await t.jobs.drain();
      expect(await backInTriage(cast.triager.id)).toBe(before.triager + 1);
      expect(await backInTriage(cast.admin.id)).toBe(before.admin);
      expect(await noticesTo(t, cast.company.id)).not.toContain('bug.backInTriage');
      const notices = await t.db.select().from(messages).where(and(eq(messages.userId, cast.triager.id), eq(messages.template, 'bug.backInTriage'), eq(messages.url, `/admin/bugs?review=${bug.id}`)));
      expect(notices).toHaveLength(1);
      expect(notices[0]!.params).toEqual({ number: bug.holenumber, title: '订单接口越权（补充复现步骤）', project: project.name });
    });

    it('after the company turned it back, the staff who had passed it on hear of it; the company, which no longer sees it, does not', async () => {
      const bug = await submittedBug(t, cast.hacker, project.publicId);
      const accepted = await callAs(t, cast.admin, 'POST', `/admin/bugs/${bug.id}/accept`, { grade: 'high', reason: '确认存在' });
      expect(accepted.status, accepted.body.errmsg).toBe(200);
      const back = await callAs(t, cast.company, 'GET', `/turntoaudit?holeId=${bug.id}&reason=${encodeURIComponent('请提供截图')}`);
      expect(back.status, back.body.errmsg).toBe(200);
      await t.jobs.drain();
      const before = { admin: await backInTriage(cast.admin.id), triager: await backInTriage(cast.triager.id) };
      expect((await update(cast.hacker, bug.id)).body.ret).toMatchObject({ version: 2 });
      await t.jobs.drain();
      expect(await backInTriage(cast.admin.id)).toBe(before.admin + 1);
      expect(await backInTriage(cast.triager.id)).toBe(before.triager);
      expect(await noticesTo(t, cast.company.id)).not.toContain('bug.backInTriage');
    });

    it('when nobody who triaged it still may, every staff member holding triage hears of it', async () => {
      const bug = await submittedBug(t, cast.hacker, project.publicId);
      // Turned back with no staff member in its history who holds triage now (put in the state directly).
      await putBugInState(t, bug.id, 'verifying', { isTurn: 1 });
      const before = { admin: await backInTriage(cast.admin.id), triager: await backInTriage(cast.triager.id), arbiter: await backInTriage(cast.arbiter.id), editor: await backInTriage(cast.editor.id) };
      expect((await update(cast.hacker, bug.id)).status).toBe(200);
      await t.jobs.drain();
      expect(await backInTriage(cast.admin.id)).toBe(before.admin + 1);
      expect(await backInTriage(cast.triager.id)).toBe(before.triager + 1);
      expect(await backInTriage(cast.arbiter.id)).toBe(before.arbiter);
      expect(await backInTriage(cast.editor.id)).toBe(before.editor);
    });

    it('without platform triage the update lands with the company, and no staff member is told', async () => {
      const direct = await runningProject(t, cast.company, { bugAudit: 0, enrolled: [cast.hacker] });
      const bug = await submittedBug(t, cast.hacker, direct.publicId);
      await putBugInState(t, bug.id, 'confirming', { isTurn: 1 });
      await t.jobs.drain();
      const before = { company: (await noticesTo(t, cast.company.id)).filter((n) => n === 'bug.received').length, admin: await backInTriage(cast.admin.id) };
      expect((await update(cast.hacker, bug.id)).body.ret).toMatchObject({ version: 2 });
      await t.jobs.drain();
      expect((await noticesTo(t, cast.company.id)).filter((n) => n === 'bug.received').length).toBe(before.company + 1);
      expect(await backInTriage(cast.admin.id)).toBe(before.admin);
    });
  });
});
