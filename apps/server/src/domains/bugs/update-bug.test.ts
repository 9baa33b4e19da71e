import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { BugReceipt } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { solveCaptcha } from '../identity/identity-test-support';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
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
    const row = await bugRow(t, bug.id);
    expect(row).toMatchObject({ version: 1, isTurn: 1, state: 'confirming' });
    expect(await t.db.select().from(bugVersions).where(eq(bugVersions.bugId, row.id))).toHaveLength(0);
  });
});
