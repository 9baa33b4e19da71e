import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { chinaMidnightMs, errorCatalog, periodStartMs, type AchievementListResult, type AchievementReminder, type AdminAchievement, type Page, type RankResult } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { buildHacker, buildStaff, signedIn, type SignedIn } from '../../../test/factories';
import { callAs } from '../projects/projects-test-support';
import { noticesTo } from '../bugs/bug-moves-test-support';
import { adminCall } from '../admin/admin-test-support';
import { auditLog } from '../audit/audit.tables';
import { users } from '../identity/identity.tables';
import { post } from '../certification/certification-test-support';
import { certifiedHacker, materials, signAll, uploadProof } from '../trusted-auth/trusted-auth-test-support';
import { buildReputationWorld, endedReport, givePoints, type ReputationWorld } from '../reputation/reputation-test-support';
import { createdTeam } from '../teams/teams-test-support';
import { DAY } from '../../platform/clock';
import { defineAchievements } from './achievements-test-support';
import { userAchievements } from './achievements.tables';

const code = (key: keyof typeof errorCatalog) => errorCatalog[key].errcode;

describe(`achievements (issue 11 §4, ${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let w: ReputationWorld;
  let editor: SignedIn;
  let defs: Record<string, AdminAchievement>;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildReputationWorld(t);
    editor = await signedIn(t, await buildStaff(t, { permissions: ['content'] }));
    defs = await defineAchievements(t, editor);
  });
  afterAll(() => t.close());

  const list = (who: SignedIn, query = '', locale: 'zh' | 'en' = 'en') => callAs<AchievementListResult>(t, who, 'GET', `/achievement/list${query}`, undefined, locale);
  const confirm = (who: SignedIn, id: string) => t.call({ method: 'PUT', url: `/web/v1/achievement/confirmPersonalAchievement/${id}`, headers: { authorization: who.token } });
  const remind = (who: SignedIn, locale: 'zh' | 'en' = 'en') => callAs<AchievementReminder[]>(t, who, 'GET', '/achievement/remind', undefined, locale);

  it('is defined by staff with the content permission, one per rule and target, audited', async () => {
    const finance = await signedIn(t, await buildStaff(t, { permissions: ['finance'] }));
    const input = { titleZh: '二百', titleEn: 'Two hundred', contentZh: '200 个有效漏洞', contentEn: '200 valid reports', rule: 'validReports', target: 200 };
    expect((await callAs(t, finance, 'POST', '/admin/achievements', input)).status).toBe(403);
    expect((await callAs(t, await signedIn(t, await buildHacker(t)), 'POST', '/admin/achievements', input)).status).toBe(403);
    const same = await callAs(t, editor, 'POST', '/admin/achievements', { ...input, target: 10 });
    expect([same.status, same.body.errcode]).toEqual([409, code('achievementRuleTaken')]);
    const bad = await callAs<{ fields: { field: string; message: string }[] }>(t, editor, 'POST', '/admin/achievements', { ...input, rule: 'teamJoined', target: 3, titleZh: '' }, 'en');
    expect(bad.body.ret.fields.map((f) => f.field)).toEqual(['titleZh', 'target']);
    const listed = await adminCall<Page<AdminAchievement>>(t, editor.token, 'GET', '/achievements?size=50');
    expect(listed.body.ret.data.map((a) => a.titleEn)).toEqual(Object.keys(defs));
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'achievement'), eq(auditLog.targetId, defs['First blood']!.id)));
    expect(audit).toMatchObject({ action: 'achievement.create', staffId: editor.id });
  });

  it('awards the first valid and first critical report with progress towards ten, tells the hacker and reminds them until acknowledged', async () => {
    const hacker = await signedIn(t, await buildHacker(t));
    expect((await list(hacker)).body.ret).toMatchObject({ total: 8, obtained: 0 });
    await endedReport(t, w, hacker, 'high');
    await endedReport(t, w, hacker, 'urgent');
    const mine = (await list(hacker)).body.ret;
    expect(mine.obtained).toBe(2);
    expect(mine.data.slice(0, 3).map((a) => [a.title, a.status, a.progress])).toEqual([
      ['First blood', 1, 100],
      ['Critical hit', 1, 100],
      ['Ten valid reports', 0, 20],
    ]);
    await t.jobs.drain();
    expect((await noticesTo(t, hacker.id)).filter((n) => n === 'achievement.obtained')).toHaveLength(2);

    const reminders = (await remind(hacker, 'zh')).body.ret;
    expect(reminders.map((r) => r.title)).toEqual(['初露锋芒', '一击致命']);
    const confirmed = await confirm(hacker, reminders[0]!.id);
    expect(confirmed.status, confirmed.body.errmsg).toBe(200);
    expect((await remind(hacker)).body.ret.map((r) => r.title)).toEqual(['Critical hit']);
    expect((await list(hacker)).body.ret.data[0]).toMatchObject({ title: 'First blood', status: 2 });
    // Someone else's, or one not held: not found.
    expect((await confirm(hacker, defs['Trusted']!.id)).status).toBe(404);
    expect((await list(hacker, '?page=1&size=3')).body.ret.data).toHaveLength(3);
  });

  it('awards the first team, a top-10 month and trusted authentication as those happen, and shows achievements on leaderboard rows', async () => {
    const captain = await signedIn(t, await buildHacker(t, { nickname: 'achiever' }));
    await createdTeam(t, captain, 'Achievers');
    await t.jobs.drain();
    expect((await remind(captain)).body.ret.map((r) => r.title)).toEqual(['Team player']);

    // A month in which the captain ranks first; the monthly job records it once the month is over.
    t.clock.set(new Date(chinaMidnightMs(2033, 3, 15)));
    await givePoints(t, w, captain.id, 999, new Date(chinaMidnightMs(2033, 3, 10)));
    t.clock.set(new Date(chinaMidnightMs(2033, 4, 1) + DAY));
    const again = await signedIn(t, captain);
    await t.jobs.drain();
    // The month's points came as one closed report: its first valid report too.
    expect((await remind(again)).body.ret.map((r) => r.title)).toEqual(['Team player', 'First blood', 'Star of the month']);
    const board = await callAs<RankResult>(t, null, 'POST', '/rank', { radio: 1, startTime: periodStartMs('month', 2033, 3) }, 'en');
    expect(board.body.ret.data[0]).toMatchObject({ nickname: 'achiever', team: 'Achievers' });
    expect(board.body.ret.data[0]!.achievementList.map((a) => a.title)).toEqual(['First blood', 'Star of the month', 'Team player']);

    const trusted = await certifiedHacker(t);
    const proof = (await uploadProof(t, trusted.token)).body.ret;
    expect((await post(t, '/hackCred/save', trusted.token, materials([proof]))).status).toBe(200);
    await signAll(t, trusted.token);
    const staff = await signedIn(t, await buildStaff(t, { permissions: ['certificationReview'] }));
    const queue = await adminCall<Page<{ id: string; userId: string }>>(t, staff.token, 'GET', '/trusted-auth?size=100');
    const [account] = await t.db.select({ id: users.id, publicId: users.publicId }).from(users).where(eq(users.id, trusted.id));
    const entry = queue.body.ret.data.find((e) => e.userId === account!.publicId)!;
    expect((await adminCall(t, staff.token, 'POST', `/trusted-auth/${entry.id}/approve`)).status).toBe(200);
    await t.jobs.drain();
    const held = await t.db.select().from(userAchievements).where(eq(userAchievements.userId, trusted.id));
    expect(held).toHaveLength(1);
  });

  it('gives a new or re-enabled definition to everyone who already meets it; refuses deleting one that was awarded', async () => {
    editor = await signedIn(t, editor); // the clock moved past the first session's 8 hours
    const veteran = await signedIn(t, await buildHacker(t));
    for (let i = 0; i < 3; i++) await endedReport(t, w, veteran, 'low');
    const three = await callAs<AdminAchievement>(t, editor, 'POST', '/admin/achievements', { titleZh: '三连', titleEn: 'Three', contentZh: '3 个', contentEn: '3 valid', rule: 'validReports', target: 3 });
    await t.jobs.drain();
    expect((await list(veteran)).body.ret.data.find((a) => a.title === 'Three')).toMatchObject({ status: 1, progress: 100 });
    const refused = await adminCall(t, editor.token, 'DELETE', `/achievements/${three.body.ret.id}`);
    expect([refused.status, refused.body.errcode]).toEqual([409, code('achievementAwarded')]);
    const { id: _id, createdAt: _at, ...form } = three.body.ret;
    const disabled = await adminCall<AdminAchievement>(t, editor.token, 'PUT', `/achievements/${three.body.ret.id}`, { ...form, enabled: false });
    expect(disabled.body.ret.enabled).toBe(false);
    // Held ones stay visible to their holder; others no longer see a disabled one.
    expect((await list(veteran)).body.ret.data.some((a) => a.title === 'Three')).toBe(true);
    expect((await list(await signedIn(t, await buildHacker(t)))).body.ret.data.some((a) => a.title === 'Three')).toBe(false);
  });
});
