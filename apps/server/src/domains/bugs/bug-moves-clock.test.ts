import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { APPEAL_WINDOW_MS, errorCatalog } from '@wardline/contract';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { messages } from '../notifications/notifications.tables';
import { bugRow, buildBugWorld, callAs, DAY_MS, historyOf, insertBug, noticesTo, resignWorld, type BugWorld } from './bug-moves-test-support';

const JOBS = ['bugs.close-appeal', 'bugs.sweep-appeal-windows'];

describe('report clocks: the appeal window and the confirmation reminder (issue 9 §4–5)', () => {
  let t: TestApp;
  let w: BugWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildBugWorld(t);
  });
  afterAll(() => t.close());

  /** Sessions last 8 hours: after the clock moved, the cast signs in again. */
  const again = async () => {
    w = await resignWorld(t, w);
  };
  const confirm = async (grade: string, auditGrade = 'high') => {
    const bug = await insertBug(t, w.bounty, w.hacker, { state: 'confirming', auditGrade });
    const res = await callAs(t, w.company, 'POST', '/confirmbuggrade', { bugId: bug.publicId, grade, content: '厂商复核' });
    expect(res.status, res.body.errmsg).toBe(200);
    return bug;
  };

  it('closes the window at its deadline with the confirmed grade as final: paying when it carries money, else end', async () => {
    const paid = await confirm('high');
    const none = await confirm('waitperfect');
    t.clock.advance(2 * DAY_MS);
    await t.jobs.drain();
    expect((await bugRow(t, paid.id)).state).toBe('appeal');

    t.clock.advance(APPEAL_WINDOW_MS - 2 * DAY_MS + 1000);
    await again();
    // Past the deadline, before any job ran: the appeal is refused all the same.
    const late = await callAs(t, w.hacker, 'POST', '/bugappeal', { id: paid.publicId, content: '不同意' });
    expect(late.body.errcode).toBe(errorCatalog.bugAppealClosed.errcode);
    await t.jobs.drain();
    expect(await bugRow(t, paid.id)).toMatchObject({ state: 'paying', endGrade: 'high', rewardFen: 200_000 });
    expect(await bugRow(t, none.id)).toMatchObject({ state: 'end', endGrade: 'waitperfect', rewardFen: 0 });
    const lines = await historyOf(t, paid.id);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^closeAppeal appeal→paying by bugs\.(close-appeal|sweep-appeal-windows)$/);
    expect(await noticesTo(t, w.hacker.id)).toContain('bug.appealClosed');
    const closed = await t.db.select().from(messages).where(and(eq(messages.userId, w.hacker.id), eq(messages.template, 'bug.appealClosed')));
    expect(closed.map((m) => m.params)).toEqual(
      expect.arrayContaining([expect.objectContaining({ number: paid.holeNumber, grade: { zh: '高危', en: '高危' } }), expect.objectContaining({ number: none.holeNumber, grade: { zh: '未通过', en: 'Not passed' } })]),
    );
  });

  it('after downtime, two processes closing windows at once move each report once', async () => {
    await again();
    const bugs = [await confirm('low'), await confirm('middle'), await confirm('high')];
    t.clock.advance(10 * DAY_MS);
    const sibling = await t.sibling();
    try {
      sibling.clock.set(t.clock.now());
      await Promise.all([t.jobs.drain(), sibling.jobs.drain()]);
    } finally {
      await sibling.close();
    }
    for (const bug of bugs) {
      const lines = await historyOf(t, bug.id);
      expect(lines.filter((l) => l.startsWith('closeAppeal'))).toHaveLength(1);
      expect(JOBS).toContain(lines[1]!.split(' by ')[1]);
      expect((await bugRow(t, bug.id)).state).toBe('paying');
    }
  });

  it('reminds the company once a day per project of its reports overdue for confirmation, not those turned back or within the threshold', async () => {
    const now = t.clock.now();
    const tenDaysAgo = new Date(now.getTime() - 10 * DAY_MS);
    await insertBug(t, w.bounty, w.hacker, { state: 'confirming', auditGrade: 'low', stateEnteredAt: tenDaysAgo });
    await insertBug(t, w.bounty, w.hacker, { state: 'confirming', auditGrade: 'low', stateEnteredAt: new Date(now.getTime() - 9 * DAY_MS) });
    await insertBug(t, w.bounty, w.hacker, { state: 'confirming', auditGrade: 'low', stateEnteredAt: new Date(now.getTime() - DAY_MS) });
    await insertBug(t, w.bounty, w.hacker, { state: 'confirming', auditGrade: 'low', isTurn: 1, stateEnteredAt: tenDaysAgo });
    const reminders = async () =>
      t.db
        .select({ params: messages.params, url: messages.url })
        .from(messages)
        .where(and(eq(messages.userId, w.company.id), eq(messages.template, 'bug.confirmOverdueDigest')));
    const before = (await reminders()).length;

    t.clock.advance(61 * 60 * 1000);
    await t.jobs.drain();
    const [digest, ...more] = (await reminders()).slice(before);
    expect(more).toHaveLength(0);
    // Two overdue in the project (the turned-back one and the recent one are not); ten calendar days hold at least six working days.
    expect(digest!.params).toMatchObject({ project: '示例商城众测', count: '2', sla: '5' });
    expect(Number((digest!.params as { days: string }).days)).toBeGreaterThanOrEqual(6);
    expect(digest!.url).toBe(`/userCenter/projectPage/detail/${w.bounty}?tab=holes`);

    // Later the same day (in China) the hourly run finds it reminded already.
    const chinaHour = (t.clock.now().getUTCHours() + 8) % 24;
    if (chinaHour < 22) {
      t.clock.advance(61 * 60 * 1000);
      await t.jobs.drain();
      expect((await reminders()).length - before).toBe(1);
    }
    t.clock.advance(DAY_MS);
    await t.jobs.drain();
    expect((await reminders()).length - before).toBe(2);
  });
});
