import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorCatalog, type MyTeam, type TeamActivityList, type UserStatusResult } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { buildCompany, buildHacker, signedIn, type SignedIn } from '../../../test/factories';
import { uploadLogo } from '../../files/files-test-support';
import { callAs } from '../projects/projects-test-support';
import { noticesTo } from '../bugs/bug-moves-test-support';
import { buildReputationWorld, endedReport, type ReputationWorld } from '../reputation/reputation-test-support';
import { teams } from './teams.tables';
import { createdTeam, hall, joinedTeam, myTeam } from './teams-test-support';

const code = (key: keyof typeof errorCatalog) => errorCatalog[key].errcode;
type Fields = { fields: { field: string; message: string }[] };

describe(`teams (issue 11 §3, ${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let w: ReputationWorld;
  const hacker = async (nickname: string) => signedIn(t, await buildHacker(t, { nickname }));
  beforeAll(async () => {
    t = await buildTestApp();
    w = await buildReputationWorld(t);
  });
  afterAll(() => t.close());

  const post = <T = unknown>(who: SignedIn | null, url: string, body: unknown = {}, locale: 'zh' | 'en' = 'zh') => callAs<T>(t, who, 'POST', url, body, locale);

  it('creates a team with the caller as captain; refuses a second team, a taken name, a logo not uploaded by them, missing fields and non-hackers', async () => {
    const ana = await hacker('ana');
    const missing = await post<Fields>(ana, '/team/add', { name: ' ', desc: '', logo: '' }, 'en');
    expect(missing.status).toBe(400);
    expect(missing.body.ret.fields.map((f) => [f.field, f.message])).toEqual([
      ['name', 'Please enter the team name'],
      ['logo', 'Please upload the team logo'],
      ['desc', 'Please enter the team description'],
    ]);
    const other = await hacker('other');
    const foreignLogo = await uploadLogo(t, other.token);
    const stolen = await post<Fields>(ana, '/team/add', { name: '蓝莲花', desc: '简介', logo: foreignLogo });
    expect([stolen.status, stolen.body.ret.fields[0]]).toEqual([400, { field: 'logo', message: '上传图标图片支持扩展名：png.jpg' }]);
    expect((await post(ana, '/team/add', { name: '蓝莲花', desc: '简介', logo: 'https://evil.example/x.png' })).status).toBe(400);

    const created = await post<MyTeam>(ana, '/team/add', { name: '蓝莲花', desc: '专注 Web 安全', logo: await uploadLogo(t, ana.token) });
    expect([created.status, created.body.errmsg]).toEqual([200, '创建团队成功']);
    expect(created.body.ret).toMatchObject({ name: '蓝莲花', desc: '专注 Web 安全', captainName: 'ana', captain: true, rank: 0, ranking: null, applyCount: 0 });
    expect(created.body.ret.members).toEqual([expect.objectContaining({ nickname: 'ana', type: 1, level: 0, rank: 0 })]);

    const second = await post(ana, '/team/add', { name: '另一个', desc: '简介', logo: await uploadLogo(t, ana.token) });
    expect([second.status, second.body.errcode]).toEqual([409, code('teamAlreadyMember')]);
    const taken = await post(other, '/team/add', { name: '蓝莲花', desc: '简介', logo: foreignLogo });
    expect([taken.status, taken.body.errcode]).toEqual([409, code('teamNameTaken')]);
    const company = await signedIn(t, await buildCompany(t));
    expect((await post(company, '/team/add', { name: '厂商队', desc: '简介', logo: await uploadLogo(t, company.token) })).body.errcode).toBe(code('teamHackersOnly'));
    expect((await post(null, '/team/add', { name: 'x', desc: 'y', logo: foreignLogo })).status).toBe(401);
  });

  it('shows the hall with faces, the viewer’s status, search and pages; one application at a time, cancellable', async () => {
    const [cap1, cap2, m1, m2, m3, m4, seeker] = await Promise.all(['cap1', 'cap2', 'm1', 'm2', 'm3', 'm4', 'seeker'].map(hacker));
    const big = await createdTeam(t, cap1!, 'Hall Giants');
    for (const m of [m1!, m2!, m3!, m4!]) await joinedTeam(t, cap1!, m, big);
    const small = await createdTeam(t, cap2!, 'Hall Minnows');

    const found = await hall(t, seeker!, { name: 'hall', limit: 12, offset: 0 });
    expect(found.body.ret.total).toBe(2);
    expect(found.body.ret.list.map((c) => [c.name, c.status, c.memberCount])).toEqual([['Hall Minnows', 0, 1], ['Hall Giants', 0, 5]]);
    expect(found.body.ret.list[1]!.userLogos.map((f) => f.nickname)).toEqual(['cap1', 'm1', 'm2', 'm3']);
    // A later page carries its own cards' faces (the page is cut before the faces are gathered).
    const second = await hall(t, seeker!, { name: 'hall', limit: 1, offset: 1 });
    expect(second.body.ret.list.map((c) => [c.name, c.userLogos.map((f) => f.nickname)])).toEqual([['Hall Giants', ['cap1', 'm1', 'm2', 'm3']]]);
    expect(second.body.ret.total).toBe(2);
    expect((await hall(t, seeker!, { name: '100%' })).body.ret.total).toBe(0);
    expect((await hall(t, cap1!, { name: 'Giants' })).body.ret.list[0]!.status).toBe(3);

    const applied = await post(seeker!, '/team/apply/join', { teamId: small.id, remark: '擅长移动安全' });
    expect([applied.status, applied.body.errmsg]).toEqual([200, '申请加入团队成功']);
    expect((await hall(t, seeker!, { name: 'Minnows' })).body.ret.list[0]!.status).toBe(1);
    const secondApplication = await post(seeker!, '/team/apply/join', { teamId: big.id, remark: '' }, 'en');
    expect([secondApplication.status, secondApplication.body.errcode, secondApplication.body.errmsg]).toEqual([409, code('teamApplicationPending'), errorCatalog.teamApplicationPending.en]);
    expect((await post(seeker!, '/team/add', { name: '自立门户', desc: '简介', logo: await uploadLogo(t, seeker!.token) })).body.errcode).toBe(code('teamApplicationPending'));
    expect((await post(m1!, '/team/apply/join', { teamId: small.id })).body.errcode).toBe(code('teamAlreadyMember'));
    expect((await post(seeker!, '/team/apply/join', { teamId: 'ffffffffffffffffffffffffffffffff' })).status).toBe(409);
    await t.jobs.drain();
    expect(await noticesTo(t, cap2!.id)).toContain('team.applied');

    expect((await post(seeker!, '/team/apply/delete', { teamId: big.id })).status).toBe(404);
    const cancelled = await post(seeker!, '/team/apply/delete', { teamId: small.id });
    expect([cancelled.status, cancelled.body.errmsg]).toEqual([200, '取消申请成功']);
    expect((await hall(t, seeker!, { name: 'Minnows' })).body.ret.list[0]!.status).toBe(0);
    expect((await post(seeker!, '/team/apply/join', { teamId: big.id })).status).toBe(200);
  });

  it('lets only a captain review: 3 approves, 2 rejects, each once; the applicant hears; the menu and its dot follow', async () => {
    const [cap, member, applicant, rejected, outsider] = await Promise.all(['rcap', 'rmember', 'rapplicant', 'rrejected', 'routsider'].map(hacker));
    const team = await createdTeam(t, cap!, 'Reviewers');
    await joinedTeam(t, cap!, member!, team);
    await post(applicant!, '/team/apply/join', { teamId: team.id, remark: '你好' });
    await post(rejected!, '/team/apply/join', { teamId: team.id, remark: '' });

    const status = (who: SignedIn) => callAs<UserStatusResult>(t, who, 'GET', '/find/userstatus');
    expect((await status(cap!)).body.ret).toMatchObject({ teamMenu: true, teamApply: 2 });
    expect((await status(member!)).body.ret).toMatchObject({ teamMenu: true, teamApply: 0 });
    expect((await status(applicant!)).body.ret).toMatchObject({ teamMenu: false, teamApply: 0 });

    const waiting = await callAs<{ list: { id: string; nickname: string; remark: string }[]; total: number }>(t, cap!, 'GET', '/team/apply/next');
    expect(waiting.body.ret.list.map((a) => [a.nickname, a.remark])).toEqual([['rapplicant', '你好'], ['rrejected', '']]);
    expect((await myTeam(t, cap!)).body.ret).toMatchObject({ applyCount: 2, captain: true });
    expect((await myTeam(t, member!)).body.ret).toMatchObject({ applyCount: 0, captain: false });
    const [first, second] = waiting.body.ret.list;

    expect((await callAs(t, member!, 'GET', '/team/apply/next')).body.errcode).toBe(code('teamNotCaptain'));
    const byMember = await post(member!, '/team/apply/confirm', { id: first!.id, status: 3 });
    expect([byMember.status, byMember.body.errcode]).toEqual([403, code('teamNotCaptain')]);
    expect((await post(outsider!, '/team/apply/confirm', { id: first!.id, status: 3 })).body.errcode).toBe(code('teamNotMember'));
    const noResult = await post<Fields>(cap!, '/team/apply/confirm', { id: first!.id }, 'en');
    expect([noResult.status, noResult.body.ret.fields[0]!.message]).toEqual([400, 'Please choose a result']);

    expect((await post(cap!, '/team/apply/confirm', { id: first!.id, status: 3 })).status).toBe(200);
    expect((await post(cap!, '/team/apply/confirm', { id: first!.id, status: 2 })).body.errcode).toBe(code('teamApplicationDecided'));
    expect((await post(cap!, '/team/apply/confirm', { id: second!.id, status: 2 })).status).toBe(200);
    // Another team's captain cannot decide this team's applications.
    const elsewhere = await createdTeam(t, outsider!, 'Elsewhere');
    const [third] = await Promise.all([hacker('rthird')]);
    await post(third!, '/team/apply/join', { teamId: elsewhere.id });
    const theirs = await callAs<{ list: { id: string }[] }>(t, outsider!, 'GET', '/team/apply/next');
    expect((await post(cap!, '/team/apply/confirm', { id: theirs.body.ret.list[0]!.id, status: 3 })).status).toBe(404);

    const now = (await myTeam(t, applicant!)).body.ret!;
    expect(now.members.map((m) => [m.nickname, m.type])).toEqual([['rcap', 1], ['rmember', 0], ['rapplicant', 0]]);
    expect((await status(cap!)).body.ret.teamApply).toBe(0);
    expect((await status(applicant!)).body.ret.teamMenu).toBe(true);
    expect((await myTeam(t, rejected!)).body.ret).toBeNull();
    await t.jobs.drain();
    expect(await noticesTo(t, applicant!.id)).toContain('team.approved');
    expect(await noticesTo(t, rejected!.id)).toContain('team.rejected');
  });

  it('counts the points members earn while members for the team, and shows them in its activity', async () => {
    const [cap, mate] = await Promise.all([hacker('pcap'), hacker('pmate')]);
    await endedReport(t, w, mate!, 'urgent'); // before joining: not the team's
    const team = await createdTeam(t, cap!, 'Pointers');
    await joinedTeam(t, cap!, mate!, team);
    await endedReport(t, w, mate!, 'high');
    await endedReport(t, w, cap!, 'low');
    const mine = (await myTeam(t, cap!)).body.ret!;
    expect(mine).toMatchObject({ rank: 40, ranking: expect.any(Number) });
    expect(mine.members.map((m) => [m.nickname, m.rank])).toEqual([['pcap', 10], ['pmate', 30]]);
    const points = await post<TeamActivityList>(mate!, '/team/rankDynamics', { offset: 0, limit: 10 }, 'en');
    expect(points.body.ret).toMatchObject({ total: 2, list: [{ userName: 'pcap', content: 'earned 10 points for the team' }, { userName: 'pmate', content: 'earned 30 points for the team' }] });
    const members = await post<TeamActivityList>(cap!, '/team/memberDynamics', { offset: 0, limit: 1 });
    expect(members.body.ret).toMatchObject({ total: 2, list: [{ userName: 'pmate', content: '加入了团队' }] });
    expect((await post(await hacker('nosy'), '/team/rankDynamics', {})).body.errcode).toBe(code('teamNotMember'));
  });

  it('keeps the last captain of a team with members from leaving; hands over, leaves, and dissolves with the last member', async () => {
    const [cap, mate] = await Promise.all([hacker('lcap'), hacker('lmate')]);
    const team = await createdTeam(t, cap!, 'Leavers');
    await joinedTeam(t, cap!, mate!, team);
    const refused = await post(cap!, '/team/exit', {}, 'en');
    expect([refused.status, refused.body.errcode, refused.body.errmsg]).toEqual([409, code('teamLastCaptain'), errorCatalog.teamLastCaptain.en]);

    expect((await post(mate!, '/team/member/captain', { userId: mate!.publicId })).body.errcode).toBe(code('teamNotCaptain'));
    const handed = await post<MyTeam>(cap!, '/team/member/captain', { userId: mate!.publicId });
    expect(handed.body.ret.members.map((m) => m.type)).toEqual([1, 1]);
    const left = await post(cap!, '/team/exit');
    expect([left.status, left.body.errmsg]).toEqual([200, '退出团队成功']);
    expect((await myTeam(t, cap!)).body.ret).toBeNull();
    expect((await post(cap!, '/team/exit')).body.errcode).toBe(code('teamNotMember'));
    await t.jobs.drain();
    expect(await noticesTo(t, mate!.id)).toEqual(expect.arrayContaining(['team.captainAppointed', 'team.memberLeft']));

    const waiting = await hacker('lwaiting');
    await post(waiting!, '/team/apply/join', { teamId: team.id });
    expect((await post(mate!, '/team/exit')).status).toBe(200);
    const [row] = await t.db.select().from(teams).where(eq(teams.publicId, team.id));
    expect(row).toMatchObject({ state: 'dissolved', memberCount: 0 });
    expect((await hall(t, waiting!, { name: 'Leavers' })).body.ret.total).toBe(0);
    // The dissolved team's waiting application is gone: the applicant may apply elsewhere.
    expect((await post(waiting!, '/team/add', { name: 'Leavers', desc: '重新开始', logo: await uploadLogo(t, waiting!.token) })).status).toBe(200);
  });

  it('lets captains edit the team; refuses members; tells the rules in the caller’s language', async () => {
    const [cap, mate] = await Promise.all([hacker('ecap'), hacker('emate')]);
    const team = await createdTeam(t, cap!, 'Editors');
    await joinedTeam(t, cap!, mate!, team);
    expect((await post(mate!, '/team/edit', { name: 'Mine now', desc: 'x', logo: team.logo })).body.errcode).toBe(code('teamNotCaptain'));
    const edited = await post<MyTeam>(cap!, '/team/edit', { name: 'Editors United', desc: '新的简介', logo: team.logo });
    expect(edited.body.ret).toMatchObject({ name: 'Editors United', desc: '新的简介' });
    expect((await post(cap!, '/team/edit', { name: 'Pointers', desc: 'x', logo: team.logo })).body.errcode).toBe(code('teamNameTaken'));
    const rules = await callAs<{ rules: string[] }>(t, mate!, 'GET', '/team/rule', undefined, 'en');
    expect(rules.body.ret.rules[0]).toMatch(/points its members earned while in the team/);
  });
});
