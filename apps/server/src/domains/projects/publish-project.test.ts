import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { buildCompany, buildHacker, signedIn } from '../../../test/factories';
import { messages } from '../notifications/notifications.tables';
import { projects } from './projects.tables';
import { approve, bountyForm, buildCast, callAs, DAY_MS, publish, srcForm, uploadAuthorisation, type Cast } from './projects-test-support';

type Refusal = { draftId: string | null; fields?: { field: string; message: string }[] };

describe('publishing and editing projects (spec 002 §2.1, §4, §5.1–5.3; spec 000 §4)', () => {
  let t: TestApp;
  let cast: Cast;
  let file: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildCast(t);
    file = await uploadAuthorisation(t, cast.company);
  });
  afterAll(() => t.close());

  it('publishes a bug bounty project for review, money kept in fen, levels by weight, the company told', async () => {
    const res = await callAs<{ id: string; states: string }>(t, cast.company, 'POST', '/project/publish', bountyForm(t, file, { rewardpool: '10000.5' }));
    expect(res.status, res.body.errmsg).toBe(200);
    expect(res.body.errmsg).toBe('发布成功，请等待平台审核');
    expect(res.body.ret.states).toBe('unaudited');
    expect(res.body.ret.id).toMatch(/^[0-9a-f]{32}$/);
    const [row] = await t.db.select().from(projects).where(eq(projects.publicId, res.body.ret.id));
    expect(row).toMatchObject({ rewardPoolFen: 1_000_050, lowRewardFen: 10_000, highRewardFen: 500_000, testerCap: 30, state: 'unaudited', companyId: cast.company.id });
    expect(row!.vpnPasswordCipher).not.toContain('Vpn#Secret');

    const form = await callAs<{ holeList: { weight: number; holeMoney: string }[]; rewardpool: string; vpnPassword: string; testnumber: number }>(
      t, cast.company, 'GET', `/project/getupdateDetail?projectId=${res.body.ret.id}`,
    );
    expect(form.body.ret.holeList.map((l) => l.weight)).toEqual([40, 30, 20, 10]);
    expect(form.body.ret).toMatchObject({ rewardpool: '10000.50', vpnPassword: 'Vpn#Secret-2026', testnumber: 30 });

    await t.jobs.drain();
    const told = await t.db.select().from(messages).where(eq(messages.userId, cast.company.id));
    expect(told.map((m) => m.template)).toContain('project.submitted');
  });

  it('publishes an SRC project with its fixed values and refuses rewards, a fee, tester limits or more than 30 days', async () => {
    const id = await publish(t, cast.company, srcForm(t, file));
    const [row] = await t.db.select().from(projects).where(eq(projects.publicId, id));
    expect(row).toMatchObject({ projectType: 'SecurityResponse', rewardPoolFen: 0, testerCap: null, personType: 0, vpn: false, bugAudit: false });

    const withReward = await callAs<Refusal>(t, cast.company, 'POST', '/project/src/publish', srcForm(t, file, { rewardpool: '100' }));
    expect(withReward.status).toBe(400);
    expect(withReward.body.ret.fields).toContainEqual({ field: 'rewardpool', message: 'SRC项目不设奖金、服务费与人员限制，此项不可修改' });
    const long = await callAs<Refusal>(t, cast.company, 'POST', '/project/src/publish', srcForm(t, file, { endtime: new Date(t.clock.now().getTime() + 40 * DAY_MS).toISOString() }), 'en');
    expect(long.body.ret.fields).toContainEqual({ field: 'endtime', message: 'An SRC project can run at most 30 days' });
    // A bug bounty form sent to the SRC call (and the other way round) is refused.
    const wrongCall = await callAs(t, cast.company, 'POST', '/project/src/publish', bountyForm(t, file));
    expect(wrongCall.status).toBe(409);
  });

  it.each([
    ['companyname', { companyname: '' }, '请输入厂商名称'],
    ['projectype', { projectype: '' }, '请选择项目类型'],
    ['holeList', { holeList: [] }, '请至少设置一个漏洞等级'],
    ['holeList.0.holeLevelName', { holeList: [{ holeLevelName: '这是一个超过二十个字符的非常非常非常长的等级名称', weight: 10, holeMoney: 1, holeDescription: 'd', color: 'blue' }] }, '请输入 20 字以内'],
    ['holeList.1.weight', { holeList: [{ holeLevelName: 'a', weight: 10, holeMoney: 1, holeDescription: 'd', color: 'blue' }, { holeLevelName: 'b', weight: 10, holeMoney: 1, holeDescription: 'd', color: 'red' }] }, '漏洞权重值相同，请重新设置'],
    ['holeList.0.weight', { holeList: [{ holeLevelName: 'a', weight: 10000, holeMoney: 1, holeDescription: 'd', color: 'blue' }] }, '权重值须为 1 到 9999 的整数'],
    ['holeList.0.holeMoney', { rewardpool: '100', holeList: [{ holeLevelName: 'a', weight: 10, holeMoney: '100.01', holeDescription: 'd', color: 'blue' }] }, '单个漏洞奖金不能超过奖金池金额'],
    ['holeList.0.color', { holeList: [{ holeLevelName: 'a', weight: 10, holeMoney: 1, holeDescription: 'd' }] }, '请选择颜色'],
    ['rewardpool', { rewardpool: '1000000000' }, '奖金池金额须在 0 到 999999999 之间'],
    ['rewardpool', { rewardpool: '1.234' }, '请输入正确的金额，最多两位小数'],
    ['testnumber', { testnumber: 7 }, '测试人数须为不小于0的5的倍数'],
    ['personlevel', { personlevel: 5 }, '人员等级须为0到4'],
    ['verifytype', { verifytype: undefined }, '请选择审核方式'],
    ['persontype', { persontype: undefined }, '请选择人员要求'],
    ['vpnPassword', { vpnPassword: '' }, '请输入VPN密码'],
    ['agreeRisk', { agreeRisk: 0 as unknown as 1 }, '请阅读并同意风险告知书'],
    ['authorfile', { authorfile: '' }, '请上传授权文件'],
    ['testrange', { testrange: ' ' }, '请输入测试范围'],
  ])('refuses %s with the spec’s message and keeps the form as a draft', async (field, overrides, message) => {
    const res = await callAs<Refusal>(t, cast.company, 'POST', '/project/publish', bountyForm(t, file, overrides as never));
    expect(res.status).toBe(400);
    expect(res.body.ret.fields).toContainEqual({ field, message });
    expect(res.body.ret.draftId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a start in the past and an end before the start (the server’s clock)', async () => {
    const now = t.clock.now().getTime();
    const past = await callAs<Refusal>(t, cast.company, 'POST', '/project/publish', bountyForm(t, file, { startime: new Date(now - 60_000).toISOString() }), 'en');
    expect(past.body.ret.fields).toEqual([{ field: 'startime', message: 'The start must be later than now' }]);
    const backwards = await callAs<Refusal>(t, cast.company, 'POST', '/project/publish', bountyForm(t, file, { endtime: new Date(now + 3600_000).toISOString(), startime: new Date(now + 7200_000).toISOString() }));
    expect(backwards.body.ret.fields).toContainEqual({ field: 'endtime', message: '结束时间必须晚于开始时间' });
  });

  it('refuses another company’s authorisation file', async () => {
    const theirs = await uploadAuthorisation(t, cast.otherCompany);
    const res = await callAs<Refusal>(t, cast.company, 'POST', '/project/publish', bountyForm(t, theirs));
    expect(res.status).toBe(400);
    expect(res.body.ret.fields).toEqual([{ field: 'authorfile', message: '请上传您本人的授权文件' }]);
  });

  it('keeps a failed publish as a draft the company reopens, and discards it once published', async () => {
    const failed = await callAs<Refusal>(t, cast.company, 'POST', '/project/publish', bountyForm(t, file, { projectname: '草稿项目', companyname: '' }));
    const draftId = failed.body.ret.draftId!;
    const list = await callAs<{ id: string; projectname: string; errmsg: string }[]>(t, cast.company, 'GET', '/project/draft/list');
    expect(list.body.ret).toContainEqual(expect.objectContaining({ id: draftId, projectname: '草稿项目', errmsg: expect.stringContaining('请输入厂商名称') }));
    const draft = await callAs<{ form: Record<string, unknown> }>(t, cast.company, 'GET', `/project/draft/detail?id=${draftId}`);
    expect(draft.body.ret.form).toMatchObject({ projectname: '草稿项目', companyname: '' });
    // Nobody else reads or deletes it.
    expect((await callAs(t, cast.otherCompany, 'GET', `/project/draft/detail?id=${draftId}`)).status).toBe(404);
    expect((await callAs(t, cast.otherCompany, 'POST', '/project/draft/delete', { id: draftId })).status).toBe(404);

    await publish(t, cast.company, bountyForm(t, file, { projectname: '草稿项目', draftId }));
    expect((await callAs(t, cast.company, 'GET', `/project/draft/detail?id=${draftId}`)).status).toBe(404);
  });

  it.each([
    ['imperfect', 'company', 40350, '请先完善个人信息'],
    ['unauthorized', 'company', 40351, '发布项目需要先完成企业认证'],
    ['companyFileUploaded', 'company', 40352, '企业认证审核中，请耐心等待'],
    ['certification', 'hacker', 40351, '发布项目需要先完成企业认证'],
  ] as const)('refuses a %s %s at the publish entry, keeping no draft', async (status, usertype, errcode, errmsg) => {
    const who = await signedIn(t, usertype === 'company' ? await buildCompany(t, { status }) : await buildHacker(t, { status }));
    const res = await callAs<Refusal | null>(t, who, 'POST', '/project/publish', bountyForm(t, file));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errcode, errmsg });
    expect((await callAs<unknown[]>(t, who, 'GET', '/project/draft/list')).body.ret).toEqual([]);
  });

  it('refuses a visitor and staff', async () => {
    expect((await callAs(t, null, 'POST', '/project/publish', bountyForm(t, file))).status).toBe(401);
    expect((await callAs(t, cast.staff, 'POST', '/project/publish', bountyForm(t, file))).status).toBe(403);
  });

  it('lets only the owner read and edit, only while unaudited or failed; a refused project goes back to review', async () => {
    const id = await publish(t, cast.company, bountyForm(t, file));
    expect((await callAs(t, cast.otherCompany, 'GET', `/project/getupdateDetail?projectId=${id}`)).body.errcode).toBe(40354);
    expect((await callAs(t, cast.hacker, 'GET', `/project/getupdateDetail?projectId=${id}`)).status).toBe(404);

    const edited = await callAs(t, cast.company, 'POST', '/project/updateprojectDetail', { ...bountyForm(t, file, { projectname: '改名后的项目' }), projectId: id });
    expect(edited.status, edited.body.errmsg).toBe(200);
    const foreign = await callAs<Refusal>(t, cast.otherCompany, 'POST', '/project/updateprojectDetail', { ...bountyForm(t, file), projectId: id });
    expect(foreign.body.errcode).toBe(40354);

    const rejected = await callAs(t, cast.staff, 'POST', `/admin/projects/${id}/reject`, { reason: '授权书缺少盖章' });
    expect(rejected.status).toBe(200);
    const form = await callAs<{ states: string; rejectReason: string }>(t, cast.company, 'GET', `/project/getupdateDetail?projectId=${id}`);
    expect(form.body.ret).toMatchObject({ states: 'failed', rejectReason: '授权书缺少盖章' });
    const again = await callAs<{ states: string }>(t, cast.company, 'POST', '/project/updateprojectDetail', { ...bountyForm(t, file), projectId: id });
    expect(again.body.ret.states).toBe('unaudited');

    await approve(t, cast.staff, id);
    const late = await callAs<Refusal>(t, cast.company, 'POST', '/project/updateprojectDetail', { ...bountyForm(t, file), projectId: id }, 'en');
    expect(late.status).toBe(409);
    expect(late.body.errmsg).toBe('The project can no longer be edited');
    expect(late.body.ret.draftId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('serves the default levels and the authorisation template in the caller’s language', async () => {
    const levels = await callAs<{ holeCode: string; weight: number; color: string; holeMoney: string; holeLevelName: string }[]>(t, cast.company, 'GET', '/bug/template', undefined, 'en');
    expect(levels.body.ret.map((l) => [l.holeCode, l.weight, l.color, l.holeMoney])).toEqual([
      ['urgent', 40, 'purple', '0.00'],
      ['high', 30, 'red', '0.00'],
      ['middle', 20, 'orange', '0.00'],
      ['low', 10, 'blue', '0.00'],
    ]);
    expect(levels.body.ret[0]!.holeLevelName).toBe('Critical');
    const zh = await t.app.inject({ method: 'GET', url: '/web/v1/project/downloadprojectfile' });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('application/rtf');
    expect(zh.body.startsWith('{\\rtf1')).toBe(true);
    // 安全测试授权书, as RTF Unicode escapes.
    expect(zh.body).toContain('\\u23433?\\u20840?');
    const en = await t.app.inject({ method: 'GET', url: '/web/v1/project/downloadprojectfile?lang=en' });
    expect(en.body).toContain('Security Testing Authorisation Letter');
  });
});
