import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugListItem, errorCatalog, pageSchema, srcNewsItem } from '@wardline/contract';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { bugRow, buildBugWorld, callAs, historyOf, insertBug, resignWorld, type BugWorld } from './bug-moves-test-support';

const code = (key: keyof typeof errorCatalog) => errorCatalog[key].errcode;
const page = pageSchema(bugListItem);

describe('the SRC routes: claim, confirm, confirm the repair, lists and news (issue 9 §6)', () => {
  let t: TestApp;
  let w: BugWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildBugWorld(t);
  });
  afterAll(() => t.close());

  it('the owner company claims a report once, confirms it (no money) and confirms the repair', async () => {
    const bug = await insertBug(t, w.src, w.hacker, { selfGrade: 'high' });
    expect(bug.state).toBe('confirming');
    const post = (who: BugWorld['company'], path: string, body: Record<string, unknown>, locale: 'zh' | 'en' = 'zh') => callAs(t, who, 'POST', `/src/bug/${path}`, body, locale);

    // Confirming before the claim is refused; so is /confirmbuggrade for an SRC report.
    expect((await post(w.company, 'confirm', { id: bug.publicId, grade: 'high' })).body.errcode).toBe(code('bugClaimConflict'));
    expect((await callAs(t, w.company, 'POST', '/confirmbuggrade', { bugId: bug.publicId, grade: 'high' })).body.errcode).toBe(code('bugActionNotAllowed'));
    expect((await post(w.otherCompany, 'claim', { id: bug.publicId })).status).toBe(404);
    expect((await post(w.hacker, 'claim', { id: bug.publicId })).status).toBe(403);

    const claimed = await post(w.company, 'claim', { id: bug.publicId });
    expect(claimed.body.ret).toEqual({ id: bug.publicId, holestatus: 'confirming', isTurn: 0 });
    const twice = await post(w.company, 'claim', { id: bug.publicId }, 'en');
    expect([twice.status, twice.body.errcode, twice.body.errmsg]).toEqual([409, code('bugClaimConflict'), errorCatalog.bugClaimConflict.en]);
    expect((await bugRow(t, bug.id)).claimedBy).toBe(w.company.id);

    expect((await post(w.company, 'confirm', { id: bug.publicId, grade: 'low' })).body.errcode).toBe(code('bugGradeReasonRequired'));
    const confirmed = await post(w.company, 'confirm', { id: bug.publicId, grade: 'low', content: '影响面小' });
    expect(confirmed.body.ret).toMatchObject({ holestatus: 'appeal' });
    expect((await post(w.company, 'confirmRepair', { id: bug.publicId })).body.errcode).toBe(code('bugStateConflict'));

    // The window closes to `end` with no money, then the repair is confirmed once.
    t.clock.advance(3 * 24 * 60 * 60 * 1000 + 1000);
    w = await resignWorld(t, w);
    await t.jobs.drain();
    expect(await bugRow(t, bug.id)).toMatchObject({ state: 'end', endGrade: 'low', rewardFen: null });
    expect((await post(w.company, 'confirmRepair', { id: bug.publicId })).body.ret).toMatchObject({ holestatus: 'pass' });
    expect((await post(w.company, 'confirmRepair', { id: bug.publicId })).status).toBe(409);
    expect(await historyOf(t, bug.id)).toEqual([
      `claim confirming→confirming by ${w.company.id}`,
      `confirm confirming→appeal by ${w.company.id} (影响面小)`,
      expect.stringMatching(/^closeAppeal appeal→end by bugs\./),
      `confirmRepair end→pass by ${w.company.id}`,
    ]);
    // A bug bounty report is not the SRC routes'.
    const bounty = await insertBug(t, w.bounty, w.hacker, { state: 'end' });
    expect((await post(w.company, 'confirmRepair', { id: bounty.publicId })).body.errcode).toBe(code('bugActionNotAllowed'));
  });

  it('lists the company’s SRC reports by claim and status, a member’s claimed ones, a hacker’s own, and the latest news', async () => {
    const mine = await insertBug(t, w.src, w.hacker);
    const open = await insertBug(t, w.src, w.otherHacker);
    await insertBug(t, w.bounty, w.hacker, { state: 'confirming' });
    await callAs(t, w.company, 'POST', '/src/bug/claim', { id: mine.publicId });

    const list = async (body: Record<string, unknown>, who = w.company, path = 'page') => {
      const res = await callAs(t, who, 'POST', `/src/bug/${path}`, body, 'en');
      expect(res.status, res.body.errmsg).toBe(200);
      return page.parse(res.body.ret);
    };
    const all = await list({});
    expect(all.data.map((b) => b.id)).toEqual(expect.arrayContaining([mine.publicId, open.publicId]));
    expect(all.data.every((b) => b.projectid === w.src)).toBe(true);
    const first = all.data.find((b) => b.id === open.publicId)!;
    // A default level is named in the reader's language, as in every other list.
    expect(first).toMatchObject({ holestatus: 'confirming', holeGradeName: 'High', currentGrade: null, overdue: false });
    expect(first.waitingMs).toBeGreaterThanOrEqual(0);
    expect((await list({ claim: 'unclaimed' })).data.map((b) => b.id)).not.toContain(mine.publicId);
    const claimedByMe = (await list({ claim: 'mine' })).data.map((b) => b.id);
    expect(claimedByMe).toContain(mine.publicId);
    expect(claimedByMe).not.toContain(open.publicId);
    expect((await list({ status: 'pass' })).data.every((b) => b.holestatus === 'pass')).toBe(true);
    expect((await list({ size: 1 })).data).toHaveLength(1);
    expect((await list({}, w.otherCompany)).total).toBe(0);
    expect((await callAs(t, w.hacker, 'POST', '/src/bug/page', {})).status).toBe(403);

    expect((await list({}, w.company, 'mine/page')).data.map((b) => b.id)).toContain(mine.publicId);
    expect((await list({}, w.company, 'mine/page')).data.map((b) => b.id)).not.toContain(open.publicId);
    const hackers = await list({}, w.otherHacker, 'mine/page');
    expect(hackers.data.map((b) => b.id)).toEqual([open.publicId]);

    const news = await callAs(t, w.company, 'GET', '/src/bug/getNewsList');
    const items = z.array(srcNewsItem).parse(news.body.ret);
    expect(items.length).toBeLessThanOrEqual(20);
    expect(items[0]).toMatchObject({ id: mine.publicId, holestatus: 'confirming' });
    expect((await callAs(t, w.otherCompany, 'GET', '/src/bug/getNewsList')).body.ret).toEqual([]);
    expect((await callAs(t, w.hacker, 'GET', '/src/bug/getNewsList')).status).toBe(403);
  });
});
