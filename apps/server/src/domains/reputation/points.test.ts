import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { chinaMidnightMs, errorCatalog } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { buildHacker, buildStaff, signedIn } from '../../../test/factories';
import { callAs } from '../projects/projects-test-support';
import { insertBug, noticesTo } from '../bugs/bug-moves-test-support';
import { auditLog } from '../audit/audit.tables';
import { users } from '../identity/identity.tables';
import { awardReportPoints } from './award-report-points';
import { readReputationSummary } from './read-reputation-summary';
import { pointAwards, pointTotals, rightsLevelRuns, rightsLevels } from './reputation.tables';
import { MINUTE } from '../../platform/clock';
import { buildReputationWorld, endedReport, givePoints, type ReputationWorld } from './reputation-test-support';

describe(`points and rights levels (issue 11 §1, ${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let w: ReputationWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    // Mid-June 2031 in China, so last year is 2030.
    t.clock.set(new Date('2031-06-15T04:00:00Z'));
    w = await buildReputationWorld(t);
  });
  afterAll(() => t.close());

  const awardsOf = (userId: number) => t.db.select().from(pointAwards).where(eq(pointAwards.userId, userId));
  const totalsOf = (userId: number) => t.db.select({ kind: pointTotals.kind, start: pointTotals.start, points: pointTotals.points }).from(pointTotals).where(eq(pointTotals.userId, userId));

  it('issues a report’s points once it ends: its final level’s weight, as a row, with the period totals and a notice', async () => {
    const hacker = await buildHacker(t);
    const bug = await endedReport(t, w, hacker, 'high');
    const [award] = await awardsOf(hacker.id);
    expect(award).toMatchObject({ bugId: bug.id, reason: 'reportEnded', points: 30, weight: 30, rightsLevel: 'new', critical: false, teamId: null });
    expect((await totalsOf(hacker.id)).sort((a, b) => a.kind - b.kind)).toEqual([
      { kind: 0, start: '1970-01-01', points: 30 },
      { kind: 1, start: '2031-06-01', points: 30 },
      { kind: 2, start: '2031-04-01', points: 30 },
      { kind: 3, start: '2031-01-01', points: 30 },
    ]);
    expect(await noticesTo(t, hacker.id)).toContain('points.awarded');
    const critical = await endedReport(t, w, hacker, 'urgent');
    expect((await awardsOf(hacker.id)).find((a) => a.bugId === critical.id)).toMatchObject({ points: 40, critical: true });
    expect(await readReputationSummary(t.ctx, hacker.id)).toMatchObject({ points: 70, yearPoints: 70, rightsLevel: 'new' });
  });

  it('issues nothing for a report closed as not passed', async () => {
    const hacker = await buildHacker(t);
    await endedReport(t, w, hacker, 'waitperfect');
    expect(await awardsOf(hacker.id)).toEqual([]);
  });

  it('issues the points once when the same end is processed twice at the same moment', async () => {
    const hacker = await buildHacker(t);
    const bug = await insertBug(t, w.src.publicId, hacker, { state: 'end', endGrade: 'middle' });
    const end = { bugId: bug.id, endedAt: t.clock.now(), title: bug.title, holeNumber: bug.holeNumber, bugPublicId: bug.publicId };
    const results = await Promise.all([awardReportPoints(t.ctx, end), awardReportPoints(t.ctx, end), awardReportPoints(t.ctx, end)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await awardsOf(hacker.id)).toHaveLength(1);
    expect((await totalsOf(hacker.id)).map((r) => r.points)).toEqual([20, 20, 20, 20]);
    await t.jobs.drain();
    expect((await noticesTo(t, hacker.id)).filter((n) => n === 'points.awarded')).toHaveLength(1);
  });

  it('files a point earned late on 31 December in China under the next year (China time, whatever the server’s zone)', async () => {
    const hacker = await buildHacker(t);
    // 2030-12-31 16:30 UTC is 2031-01-01 00:30 in Beijing; 15:59 UTC is still 2030.
    await givePoints(t, w, hacker.id, 10, new Date('2030-12-31T16:30:00Z'));
    await givePoints(t, w, hacker.id, 5, new Date('2030-12-31T15:59:00Z'));
    const totals = await totalsOf(hacker.id);
    expect(totals).toEqual(
      expect.arrayContaining([
        { kind: 3, start: '2031-01-01', points: 10 },
        { kind: 3, start: '2030-01-01', points: 5 },
        { kind: 2, start: '2030-10-01', points: 5 },
        { kind: 1, start: '2031-01-01', points: 10 },
        { kind: 0, start: '1970-01-01', points: 15 },
      ]),
    );
  });

  it('decides rights levels from last year’s points at year start; V2 and V3 earn 1.2 times', async () => {
    const [v2, v0, v3, fresh] = await Promise.all([buildHacker(t), buildHacker(t), buildHacker(t), buildHacker(t)]);
    const lastYear = new Date(chinaMidnightMs(2030, 5, 1));
    await givePoints(t, w, v2.id, 700, lastYear);
    await givePoints(t, w, v0.id, 9, lastYear);
    await givePoints(t, w, v3.id, 1200, lastYear);
    // Before the yearly decision ran (the job decided this year at the file's first run, without these points), the award uses what it will decide.
    await t.db.delete(rightsLevelRuns).where(eq(rightsLevelRuns.year, 2031));
    const early = await endedReport(t, w, v2, 'urgent');
    expect((await awardsOf(v2.id)).find((a) => a.bugId === early.id)).toMatchObject({ points: 48, rightsLevel: 'V2' });

    // The yearly job decides a year not decided yet.
    t.clock.advance(61 * MINUTE);
    await t.jobs.drain();
    const levels = await t.db.select().from(rightsLevels).where(eq(rightsLevels.year, 2031));
    const levelOf = (id: number) => levels.find((l) => l.userId === id);
    expect(levelOf(v2.id)).toMatchObject({ level: 'V2', previousYearPoints: 700 });
    expect(levelOf(v0.id)).toMatchObject({ level: 'V0', previousYearPoints: 9 });
    expect(levelOf(v3.id)).toMatchObject({ level: 'V3', previousYearPoints: 1200 });
    expect(levelOf(fresh.id)).toBeUndefined();

    await endedReport(t, w, v3, 'middle');
    await endedReport(t, w, v0, 'middle');
    expect((await awardsOf(v3.id)).at(-1)).toMatchObject({ points: 24, rightsLevel: 'V3' });
    expect((await awardsOf(v0.id)).at(-1)).toMatchObject({ points: 20, rightsLevel: 'V0' });
    await endedReport(t, w, fresh, 'low');
    expect((await awardsOf(fresh.id)).at(-1)).toMatchObject({ points: 10, rightsLevel: 'new' });
  });

  it('raises the person level with all-time points (what projects’ personlevel asks for)', async () => {
    const hacker = await buildHacker(t);
    await givePoints(t, w, hacker.id, 590, new Date(chinaMidnightMs(2029, 2, 1)));
    await endedReport(t, w, hacker, 'middle');
    const [row] = await t.db.select({ personLevel: users.personLevel }).from(users).where(eq(users.id, hacker.id));
    expect(row!.personLevel).toBe(2);
  });

  it('shows the signed-in hacker their own rights: level, multiplier, points and what the next level needs', async () => {
    const hacker = await signedIn(t, await buildHacker(t));
    await givePoints(t, w, hacker.id, 650, new Date(chinaMidnightMs(2030, 2, 1)));
    await callAs(t, await signedIn(t, await buildStaff(t, { permissions: ['userAdministration'] })), 'POST', '/admin/rights-levels/recompute', { year: 2031 });
    await endedReport(t, w, hacker, 'urgent');
    const res = await callAs(t, hacker, 'GET', '/user/rights');
    expect(res.status, res.body.errmsg).toBe(200);
    expect(res.body.ret).toMatchObject({
      year: 2031,
      level: 'V2',
      multiplier: 1.2,
      previousYearPoints: 650,
      yearPoints: 48,
      totalPoints: 698,
      next: { level: 'V3', points: 1200, missing: 1152 },
      personLevel: 2,
      nextPersonLevel: { level: 3, points: 1200, missing: 502 },
    });
    expect((await callAs(t, null, 'GET', '/user/rights')).status).toBe(401);
  });

  it('lets staff with user administration recompute a year, audited; refuses others', async () => {
    const admin = await signedIn(t, await buildStaff(t, { permissions: ['userAdministration'] }));
    const editor = await signedIn(t, await buildStaff(t, { permissions: ['content'] }));
    const hacker = await buildHacker(t);
    await givePoints(t, w, hacker.id, 15, new Date(chinaMidnightMs(2030, 8, 1)));
    expect((await callAs(t, editor, 'POST', '/admin/rights-levels/recompute', { year: 2031 })).status).toBe(403);
    const bad = await callAs<{ fields: { field: string }[] }>(t, admin, 'POST', '/admin/rights-levels/recompute', { year: 2018 }, 'en');
    expect([bad.status, bad.body.ret.fields[0]!.field]).toEqual([400, 'year']);
    const res = await callAs<{ year: number; counts: Record<string, number> }>(t, admin, 'POST', '/admin/rights-levels/recompute', { year: 2031 });
    expect(res.status, res.body.errmsg).toBe(200);
    expect(res.body.errmsg).toBe('权益等级已重新计算');
    expect(res.body.ret.counts.V1).toBeGreaterThanOrEqual(1);
    const [level] = await t.db.select().from(rightsLevels).where(and(eq(rightsLevels.year, 2031), eq(rightsLevels.userId, hacker.id)));
    expect(level).toMatchObject({ level: 'V1', previousYearPoints: 15 });
    const list = await callAs<{ data: { year: number }[] }>(t, admin, 'GET', '/admin/rights-levels');
    expect(list.body.ret.data.map((r) => r.year)).toContain(2031);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'rightsLevels'), eq(auditLog.staffId, admin.id)));
    expect(audit).toMatchObject({ action: 'rightsLevels.recompute', targetId: '2031' });
    expect(errorCatalog.forbidden.errcode).toBe(403);
  });
});
