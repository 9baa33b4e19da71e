import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { APPEAL_WINDOW_MS, bugMoved, errorCatalog } from '@wardline/contract';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { auditLog } from '../audit/audit.tables';
import { messages } from '../notifications/notifications.tables';
import { bugRow, buildBugWorld, callAs, historyOf, insertBug, noticesTo, type BugWorld } from './bug-moves-test-support';

type Answer = { errcode: number; errmsg: string; ret: unknown };
const code = (key: keyof typeof errorCatalog) => errorCatalog[key].errcode;

describe('report moves: triage, confirmation, turn back, appeal, arbitration, retest (issue 9 §2–4)', () => {
  let t: TestApp;
  let w: BugWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildBugWorld(t);
  });
  afterAll(() => t.close());

  const admin = (who: BugWorld['staff'] | null, id: string, action: string, body: unknown, locale: 'zh' | 'en' = 'zh') => callAs(t, who, 'POST', `/admin/bugs/${id}/${action}`, body, locale);

  it('triage accepts with an audit grade of the project and a reason; refuses everyone but triage staff, unknown grades and a second verdict', async () => {
    const bug = await insertBug(t, w.bounty, w.hacker);
    expect((await admin(null, bug.publicId, 'accept', { grade: 'middle', reason: '确认存在' })).status).toBe(401);
    for (const who of [w.company, w.hacker, w.auditor]) expect((await admin(who, bug.publicId, 'accept', { grade: 'middle', reason: '确认存在' })).status).toBe(403);

    const noReason = await callAs<{ fields: { field: string; message: string }[] }>(t, w.staff, 'POST', `/admin/bugs/${bug.publicId}/accept`, { grade: 'middle', reason: ' ' }, 'en');
    expect(noReason.status).toBe(400);
    expect(noReason.body.ret.fields[0]).toMatchObject({ field: 'reason', message: 'Please give a reason' });
    const unknownGrade = await admin(w.staff, bug.publicId, 'accept', { grade: 'waitperfect', reason: '确认存在' }, 'en');
    expect([unknownGrade.status, unknownGrade.body.errcode, unknownGrade.body.errmsg]).toEqual([400, code('bugGradeUnknown'), errorCatalog.bugGradeUnknown.en]);
    expect((await admin(w.staff, 'ffffffffffffffffffffffffffffffff', 'accept', { grade: 'middle', reason: '确认存在' })).status).toBe(404);

    const accepted = await admin(w.triager, bug.publicId, 'accept', { grade: 'middle', reason: '确认存在，影响有限' });
    expect(accepted.status, accepted.body.errmsg).toBe(200);
    expect(bugMoved.parse(accepted.body.ret)).toEqual({ id: bug.publicId, holestatus: 'confirming', isTurn: 0 });
    expect(await bugRow(t, bug.id)).toMatchObject({ state: 'confirming', auditGrade: 'middle', gradeReason: '确认存在，影响有限' });
    const again = await admin(w.staff, bug.publicId, 'accept', { grade: 'high', reason: '再次' });
    expect([again.status, again.body.errcode]).toEqual([409, code('bugStateConflict')]);
    expect(await historyOf(t, bug.id)).toEqual([`accept verifying→confirming by ${w.triager.id} (确认存在，影响有限)`]);

    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'bug'), eq(auditLog.targetId, bug.publicId)));
    expect(audit).toMatchObject({ action: 'bug.accept', staffId: w.triager.id, after: { state: 'confirming', grade: 'middle', reason: '确认存在，影响有限' } });
    await t.jobs.drain();
    expect(await noticesTo(t, w.hacker.id)).toContain('bug.accepted');
    expect(await noticesTo(t, w.company.id)).toContain('bug.toConfirm');
    const [notice] = await t.db.select().from(messages).where(and(eq(messages.userId, w.hacker.id), eq(messages.template, 'bug.accepted')));
    expect(notice!.params).toMatchObject({ grade: { zh: '中危' }, reason: '确认存在，影响有限', number: bug.holeNumber });
  });

  it('marks a duplicate of an earlier report of the same project only, and ignores or refuses with the reason the hacker reads', async () => {
    const original = await insertBug(t, w.bounty, w.otherHacker);
    const later = await insertBug(t, w.bounty, w.hacker);
    const elsewhere = await insertBug(t, w.foreign, w.hacker);
    for (const duplicateOf of [later.holeNumber, elsewhere.holeNumber, 'WL-NOPE']) {
      const res = await admin(w.staff, original.publicId, 'repeat', { duplicateOf, reason: '重复' });
      expect([res.status, res.body.errcode]).toEqual([400, code('bugDuplicateUnknown')]);
    }
    const repeat = await admin(w.staff, later.publicId, 'repeat', { duplicateOf: original.holeNumber, reason: '与先前报告相同' });
    expect(repeat.status, repeat.body.errmsg).toBe(200);
    expect(await bugRow(t, later.id)).toMatchObject({ state: 'repeat', duplicateOfId: original.id });

    const ignored = await insertBug(t, w.bounty, w.hacker);
    const refused = await insertBug(t, w.bounty, w.hacker);
    expect((await admin(w.staff, ignored.publicId, 'ignore', { reason: '不在测试范围' })).body.ret).toMatchObject({ holestatus: 'ignore' });
    expect((await admin(w.staff, refused.publicId, 'refuse', { reason: '无法复现' })).body.ret).toMatchObject({ holestatus: 'refuse' });
    expect((await admin(w.staff, refused.publicId, 'ignore', { reason: '再次' })).status).toBe(409);
    await t.jobs.drain();
    const [dup] = await t.db.select().from(messages).where(and(eq(messages.userId, w.hacker.id), eq(messages.template, 'bug.duplicate')));
    expect(dup!.params).toMatchObject({ original: original.holeNumber, reason: '与先前报告相同' });
    expect(await noticesTo(t, w.hacker.id)).toEqual(expect.arrayContaining(['bug.ignored', 'bug.refused']));
  });

  it('turns a report back once, keeping its state; nobody grades it while it waits for the update', async () => {
    const bug = await insertBug(t, w.bounty, w.hacker);
    const back = await admin(w.staff, bug.publicId, 'turn-back', { reason: '请补充复现步骤' });
    expect(back.body.ret).toEqual({ id: bug.publicId, holestatus: 'verifying', isTurn: 1 });
    const twice = await admin(w.staff, bug.publicId, 'turn-back', { reason: '再次' }, 'en');
    expect([twice.status, twice.body.errcode, twice.body.errmsg]).toEqual([409, code('bugAlreadyTurnedBack'), errorCatalog.bugAlreadyTurnedBack.en]);
    expect((await admin(w.staff, bug.publicId, 'accept', { grade: 'low', reason: '通过' })).status).toBe(409);
    expect(await historyOf(t, bug.id)).toEqual([`turnBack verifying→verifying by ${w.staff.id} (请补充复现步骤)`]);

    // The company turns back a report in confirmation the same way, once.
    const confirming = await insertBug(t, w.bounty, w.hacker, { state: 'confirming', auditGrade: 'high' });
    const url = (reason: string) => `/turntoaudit?holeId=${confirming.publicId}&reason=${encodeURIComponent(reason)}`;
    expect((await callAs(t, w.company, 'GET', `/turntoaudit?holeId=${confirming.publicId}`)).status).toBe(400);
    expect((await callAs(t, w.otherCompany, 'GET', url('补充'))).body.errcode).toBe(code('bugNotFound'));
    expect((await callAs(t, w.hacker, 'GET', url('补充'))).body.errcode).toBe(code('bugActionNotAllowed'));
    const byCompany = await callAs(t, w.company, 'GET', url('请提供截图'));
    expect(byCompany.body.ret).toEqual({ id: confirming.publicId, holestatus: 'confirming', isTurn: 1 });
    expect((await callAs(t, w.company, 'GET', url('再次'))).body.errcode).toBe(code('bugAlreadyTurnedBack'));
    expect((await callAs(t, w.company, 'POST', '/confirmbuggrade', { bugId: confirming.publicId, grade: 'high' })).body.errcode).toBe(code('bugStateConflict'));
    await t.jobs.drain();
    expect((await noticesTo(t, w.hacker.id)).filter((n) => n === 'bug.turnedBack')).toHaveLength(2);
  });

  it('the owner company confirms a grade once, with a reason when it differs from triage’s; others get 403 or 404', async () => {
    const bug = await insertBug(t, w.bounty, w.hacker, { state: 'confirming', auditGrade: 'high' });
    const confirm = (who: BugWorld['company'], body: Record<string, unknown>, locale: 'zh' | 'en' = 'zh') =>
      callAs<unknown>(t, who, 'POST', '/confirmbuggrade', { bugId: bug.publicId, ...body }, locale);
    expect((await confirm(w.hacker, { grade: 'high' })).body.errcode).toBe(code('bugActionNotAllowed'));
    for (const who of [w.otherCompany, w.otherHacker, w.staff]) expect((await confirm(who, { grade: 'high' })).status).toBeGreaterThanOrEqual(403);
    expect((await confirm(w.otherCompany, { grade: 'high' })).status).toBe(404);
    expect((await confirm(w.company, { grade: 'critical-ish' })).body.errcode).toBe(code('bugGradeUnknown'));
    const lower = await confirm(w.company, { grade: 'middle', content: '' }, 'en');
    expect([lower.status, lower.body.errcode, lower.body.errmsg]).toEqual([400, code('bugGradeReasonRequired'), errorCatalog.bugGradeReasonRequired.en]);

    const before = t.clock.now().getTime();
    const ok = await confirm(w.company, { grade: 'middle', content: '需要登录后才能利用，影响降低' });
    expect(ok.status, ok.body.errmsg).toBe(200);
    expect(bugMoved.parse(ok.body.ret)).toEqual({ id: bug.publicId, holestatus: 'appeal', isTurn: 0 });
    const row = await bugRow(t, bug.id);
    expect(row).toMatchObject({ state: 'appeal', confirmGrade: 'middle', gradeReason: '需要登录后才能利用，影响降低' });
    expect(row.appealDeadline!.getTime() - before).toBeGreaterThanOrEqual(APPEAL_WINDOW_MS);
    expect(row.appealDeadline!.getTime() - before).toBeLessThan(APPEAL_WINDOW_MS + 60_000);
    // Final once confirmed: the stale page sent twice is refused.
    for (let i = 0; i < 2; i++) expect((await confirm(w.company, { grade: 'high' })).body.errcode).toBe(code('bugStateConflict'));

    // A report still in triage is not the company's yet: 404, as for an unknown id.
    const inTriage = await insertBug(t, w.bounty, w.hacker);
    expect((await callAs(t, w.company, 'POST', '/confirmbuggrade', { bugId: inTriage.publicId, grade: 'high' })).status).toBe(404);
    // `waitperfect` (not passed) is allowed, with a reason.
    const weak = await insertBug(t, w.bounty, w.hacker, { state: 'confirming', auditGrade: 'low' });
    const notPassed = await callAs(t, w.company, 'POST', '/confirmbuggrade', { bugId: weak.publicId, grade: 'waitperfect', content: '无法复现' });
    expect(notPassed.body.ret).toMatchObject({ holestatus: 'appeal' });
    await t.jobs.drain();
    const confirmed = await t.db.select().from(messages).where(and(eq(messages.userId, w.hacker.id), eq(messages.template, 'bug.confirmed')));
    expect(confirmed.map((m) => m.params)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ number: bug.holeNumber, grade: { zh: '中危', en: '中危' }, reason: '需要登录后才能利用，影响降低' }),
        expect.objectContaining({ number: weak.holeNumber, grade: { zh: '未通过', en: 'Not passed' }, reason: '无法复现' }),
      ]),
    );
  });

  it('of two identical moves sent at once exactly one wins, with one history line (confirm, turn back, accept)', async () => {
    const bug = await insertBug(t, w.bounty, w.hacker, { state: 'confirming', auditGrade: 'high' });
    const send = () => callAs(t, w.company, 'POST', '/confirmbuggrade', { bugId: bug.publicId, grade: 'high' });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await historyOf(t, bug.id)).toEqual([`confirm confirming→appeal by ${w.company.id}`]);

    // A turn back keeps the state, so only the lock taken before the checks stops the second one.
    const kept = await insertBug(t, w.bounty, w.hacker, { state: 'confirming', auditGrade: 'high' });
    const back = () => callAs(t, w.company, 'GET', `/turntoaudit?holeId=${kept.publicId}&reason=${encodeURIComponent('请补充')}`);
    const turns = await Promise.all([back(), back()]);
    expect(turns.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await historyOf(t, kept.id)).toHaveLength(1);

    // Two staff accepting one report at once: one verdict.
    const queued = await insertBug(t, w.bounty, w.hacker);
    const accept = (who: BugWorld['staff'], grade: string) => admin(who, queued.publicId, 'accept', { grade, reason: '确认' });
    const verdicts = await Promise.all([accept(w.staff, 'high'), accept(w.triager, 'low')]);
    expect(verdicts.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await historyOf(t, queued.id)).toHaveLength(1);
  });

  it('the reporter appeals once inside the window; staff with arbitration set the final grade, the reward capped by the pool', async () => {
    const deadline = new Date(t.clock.now().getTime() + APPEAL_WINDOW_MS);
    const bug = await insertBug(t, w.bounty, w.hacker, { state: 'appeal', auditGrade: 'high', confirmGrade: 'middle', appealDeadline: deadline });
    const appeal = (who: BugWorld['hacker'], content: string, id = bug.publicId) => callAs<Answer>(t, who, 'POST', '/bugappeal', { id, content });
    expect((await appeal(w.otherHacker, '不同意')).status).toBe(404);
    expect((await appeal(w.company, '不同意')).status).toBe(403);
    const empty = await callAs<{ fields: { field: string; message: string }[] }>(t, w.hacker, 'POST', '/bugappeal', { id: bug.publicId, content: '  ' }, 'en');
    expect(empty.body.ret.fields[0]).toEqual({ field: 'content', message: 'Please enter the reason for your appeal' });
    expect(empty.body.errmsg).toBe('Content: Please enter the reason for your appeal');
    const ok = await appeal(w.hacker, '可直接获取管理员权限，应为严重');
    expect(ok.body.ret).toMatchObject({ holestatus: 'arbitrationing' });
    expect((await appeal(w.hacker, '再次申诉')).body.errcode).toBe(code('bugAppealClosed'));
    const expired = await insertBug(t, w.bounty, w.hacker, { state: 'appeal', confirmGrade: 'low', appealDeadline: new Date(t.clock.now().getTime() - 1000) });
    expect((await appeal(w.hacker, '晚了', expired.publicId)).body.errcode).toBe(code('bugAppealClosed'));

    // Arbitration needs its own permission.
    expect((await admin(w.triager, bug.publicId, 'arbitrate', { grade: 'urgent', reason: '仲裁' })).status).toBe(403);
    const decided = await admin(w.staff, bug.publicId, 'arbitrate', { grade: 'urgent', reason: '经复核可获取管理员权限' });
    expect(decided.body.ret).toMatchObject({ holestatus: 'paying' });
    expect(await bugRow(t, bug.id)).toMatchObject({ endGrade: 'urgent', rewardFen: 500_000, appealReason: '可直接获取管理员权限，应为严重' });
    expect((await admin(w.staff, bug.publicId, 'arbitrate', { grade: 'low', reason: '再次' })).status).toBe(409);
    await t.jobs.drain();
    expect(await noticesTo(t, w.company.id)).toEqual(expect.arrayContaining(['bug.appealed', 'bug.arbitrated']));
    expect(await noticesTo(t, w.hacker.id)).toContain('bug.arbitrated');
  });

  it('caps a bounty at what is left of the pool after what was promised; a grade without money ends the report', async () => {
    // Pool 1,000,000 fen; 500,000 went to the previous test's report, 450,000 more are promised here.
    await insertBug(t, w.bounty, w.otherHacker, { state: 'paying', endGrade: 'urgent', rewardFen: 450_000 });
    const capped = await insertBug(t, w.bounty, w.hacker, { state: 'arbitrationing', confirmGrade: 'high' });
    expect((await admin(w.staff, capped.publicId, 'arbitrate', { grade: 'high', reason: '维持高危' })).body.ret).toMatchObject({ holestatus: 'paying' });
    expect((await bugRow(t, capped.id)).rewardFen).toBe(50_000);
    const nothing = await insertBug(t, w.bounty, w.hacker, { state: 'arbitrationing', confirmGrade: 'high' });
    expect((await admin(w.staff, nothing.publicId, 'arbitrate', { grade: 'waitperfect', reason: '不构成漏洞' })).body.ret).toMatchObject({ holestatus: 'end' });
    expect(await bugRow(t, nothing.id)).toMatchObject({ endGrade: 'waitperfect', rewardFen: 0 });
  });

  it('retests a closed report when the project offers retests: recheck, then pass or restore', async () => {
    const bug = await insertBug(t, w.bounty, w.hacker, { state: 'end', endGrade: 'low' });
    const ask = (id: string, who = w.company) => callAs(t, who, 'POST', '/recheckHole', { id, content: '已修复，请复测' });
    expect((await ask(bug.publicId, w.otherCompany)).status).toBe(404);
    expect((await ask(bug.publicId, w.hacker)).status).toBe(403);
    expect((await ask(bug.publicId)).body.ret).toMatchObject({ holestatus: 'recheck' });
    expect((await ask(bug.publicId)).body.errcode).toBe(code('bugStateConflict'));
    expect((await admin(w.staff, bug.publicId, 'recheck-result', { passed: false, reason: '仍可复现' })).body.ret).toMatchObject({ holestatus: 'restore' });
    expect((await ask(bug.publicId)).body.ret).toMatchObject({ holestatus: 'recheck' });
    expect((await admin(w.staff, bug.publicId, 'recheck-result', { passed: true, reason: '已修复' })).body.ret).toMatchObject({ holestatus: 'pass' });

    const noRetest = await insertBug(t, w.noRetest, w.hacker, { state: 'end', endGrade: 'low' });
    const refused = await callAs(t, w.company, 'POST', '/recheckHole', { id: noRetest.publicId }, 'en');
    expect([refused.status, refused.body.errcode, refused.body.errmsg]).toEqual([409, code('bugRecheckNotOffered'), errorCatalog.bugRecheckNotOffered.en]);
    const paying = await insertBug(t, w.bounty, w.hacker, { state: 'paying', rewardFen: 0 });
    expect((await ask(paying.publicId)).body.errcode).toBe(code('bugStateConflict'));
    await t.jobs.drain();
    expect((await noticesTo(t, w.company.id)).filter((n) => n === 'bug.rechecked')).toHaveLength(2);
    // The reporter hears of both requests and both results; the request carries the company's words.
    const toReporter = await t.db.select().from(messages).where(eq(messages.userId, w.hacker.id));
    const ofThisBug = toReporter.filter((m) => (m.params as { number?: string }).number === bug.holeNumber).map((m) => m.template);
    expect(ofThisBug.sort()).toEqual(['bug.recheckRequested', 'bug.recheckRequested', 'bug.rechecked', 'bug.rechecked']);
    const [asked] = toReporter.filter((m) => m.template === 'bug.recheckRequested');
    expect(asked!.params).toMatchObject({ number: bug.holeNumber, reason: '已修复，请复测' });
  });
});
