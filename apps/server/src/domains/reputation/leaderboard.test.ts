import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaMidnightMs, periodStartMs, type RankResult, type TeamRankResult } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { buildHacker, signedIn, type BuiltUser } from '../../../test/factories';
import { callAs } from '../projects/projects-test-support';
import { teamMembers, teams } from '../teams/teams.tables';
import { buildReputationWorld, givePoints, type ReputationWorld } from './reputation-test-support';

describe(`leaderboards (issue 11 §2, ${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let w: ReputationWorld;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(new Date('2032-11-20T04:00:00Z'));
    w = await buildReputationWorld(t);
  });
  afterAll(() => t.close());

  const rank = (body: Record<string, unknown>, who: Parameters<typeof callAs>[1] = null, locale: 'zh' | 'en' = 'zh') => callAs<RankResult>(t, who, 'POST', '/rank', body, locale);
  const month = (year: number, m: number, day = 10) => new Date(chinaMidnightMs(year, m, day));

  async function team(name: string, members: BuiltUser[]): Promise<number> {
    const now = t.clock.now();
    const [row] = await t.db.insert(teams).values({ name, description: '简介', logo: '/web/v1/public-files/x.png', memberCount: members.length, createdBy: members[0]!.id, createdAt: now, updatedAt: now }).returning();
    await t.db.insert(teamMembers).values(members.map((m, i) => ({ userId: m.id, teamId: row!.id, role: i === 0 ? ('captain' as const) : ('member' as const), joinedAt: now })));
    return row!.id;
  }

  it('ranks the top 10 of a month by its points, with level and team, and tells a hacker outside it their own place', async () => {
    const hackers = await Promise.all(Array.from({ length: 12 }, (_, i) => buildHacker(t, { nickname: `hat-${i}` })));
    const crew = await team('红队', [hackers[0]!]);
    // hat-i earns 100 + 10·i in March 2032, and hat-0 a lot in April (another month).
    for (const [i, h] of hackers.entries()) await givePoints(t, w, h.id, 100 + 10 * i, month(2032, 2), i === 0 ? crew : null);
    await givePoints(t, w, hackers[0]!.id, 5000, month(2032, 3));
    const last = await signedIn(t, hackers[0]!);

    const res = await rank({ radio: 1, startTime: periodStartMs('month', 2032, 2), page: 1, size: 10 }, last);
    expect(res.status, res.body.errmsg).toBe(200);
    const { data, mine } = res.body.ret;
    expect(data.map((r) => [r.ranking, r.nickname, r.rank])).toEqual(Array.from({ length: 10 }, (_, i) => [i + 1, `hat-${11 - i}`, 210 - 10 * i]));
    expect(data[0]).toMatchObject({ level: 0, team: null, achievementList: [], userId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(mine).toMatchObject({ ranking: 12, nickname: 'hat-0', rank: 100, team: '红队' });

    // Any instant of the month names it; the second quarter holds April only; the year and all time both months.
    const mid = await rank({ radio: 1, startTime: month(2032, 2, 25).getTime() });
    expect(mid.body.ret.data[0]).toMatchObject({ nickname: 'hat-11', rank: 210 });
    expect(mid.body.ret.mine).toBeNull();
    for (const [radio, startTime, points] of [[2, periodStartMs('quarter', 2032, 1), 5000], [3, periodStartMs('year', 2032), 5100], ['', undefined, 5100]] as const) {
      const board = await rank({ radio, startTime }, last);
      expect(board.body.ret.data[0]).toMatchObject({ ranking: 1, nickname: 'hat-0', rank: points });
      expect(board.body.ret.mine).toMatchObject({ ranking: 1 });
    }
    // A quarter without points is empty.
    expect((await rank({ radio: 2, startTime: periodStartMs('quarter', 2031, 0) })).body.ret).toEqual({ data: [], total: 0, mine: null });
  });

  it('breaks a tie by who reached the total first, for the board and for one’s own place', async () => {
    const [early, late, third] = await Promise.all([buildHacker(t, { nickname: 'early' }), buildHacker(t, { nickname: 'late' }), buildHacker(t, { nickname: 'third' })]);
    await givePoints(t, w, late.id, 70, month(2030, 6, 20));
    await givePoints(t, w, early.id, 70, month(2030, 6, 5));
    await givePoints(t, w, third.id, 30, month(2030, 6, 1));
    const board = await rank({ radio: 1, startTime: periodStartMs('month', 2030, 6) }, await signedIn(t, late));
    expect(board.body.ret.data.map((r) => [r.ranking, r.nickname])).toEqual([[1, 'early'], [2, 'late'], [3, 'third']]);
    expect(board.body.ret.mine).toMatchObject({ ranking: 2, nickname: 'late' });
  });

  it('refuses a period without its time, before 2019 or not begun yet, and a page larger than the board', async () => {
    const missing = await rank({ radio: 1 }, null, 'en');
    expect([missing.status, (missing.body.ret as unknown as { fields: { field: string; message: string }[] }).fields[0]]).toEqual([400, { field: 'startTime', message: 'Please choose a period' }]);
    const early = await rank({ radio: 3, startTime: chinaMidnightMs(2018, 11, 31) });
    expect(early.status).toBe(400);
    const future = await rank({ radio: 1, startTime: periodStartMs('month', 2033, 0) }, null, 'en');
    expect([future.status, future.body.errmsg]).toEqual([400, 'The period has not started yet']);
    expect((await rank({ radio: 7, startTime: periodStartMs('year', 2032) })).status).toBe(400);
    expect((await rank({ size: 50 })).status).toBe(400);
  });

  it('ranks live teams by the points their members earned for them, with the caller’s team', async () => {
    const [a, b, c] = await Promise.all([buildHacker(t), buildHacker(t), buildHacker(t)]);
    const alpha = await team('Alpha', [a, b]);
    const beta = await team('Beta', [c]);
    await givePoints(t, w, a.id, 40, month(2029, 1), alpha);
    await givePoints(t, w, b.id, 30, month(2029, 1), alpha);
    await givePoints(t, w, c.id, 50, month(2029, 1), beta);
    // Points earned outside a team do not count for it.
    await givePoints(t, w, c.id, 500, month(2029, 1), null);
    const res = await callAs<TeamRankResult>(t, await signedIn(t, c), 'POST', '/team/rank', { radio: 1, startTime: periodStartMs('month', 2029, 1) });
    expect(res.status, res.body.errmsg).toBe(200);
    expect(res.body.ret.data.map((r) => [r.index, r.name, r.teamMemberCount, r.rank])).toEqual([
      [1, 'Alpha', 2, 70],
      [2, 'Beta', 1, 50],
    ]);
    expect(res.body.ret.mine).toMatchObject({ index: 2, name: 'Beta' });
    // All time by default (the spec shows only startTime).
    expect((await callAs<TeamRankResult>(t, null, 'POST', '/team/rank', {})).body.ret.data.length).toBeGreaterThanOrEqual(2);
  });
});
