import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AccountFigures, AccountHeader, PublicWelfareDetail } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { buildCompany, buildHacker, buildStaff, buildSupplier, signedIn } from '../../../test/factories';
import { users } from '../identity/identity.tables';
import { uploadLogo } from '../../files/files-test-support';
import { buildBugWorld, callAs, insertBug } from '../bugs/bug-moves-test-support';
import { fundCompany, ledgerProblems } from '../money/money-test-support';
import { buildReputationWorld, endedReport } from '../reputation/reputation-test-support';
import { accountCall as call } from './account-test-support';

describe(`the account centre's header and records (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers each role its header: a new hacker has no points and no rank, the money figures for companies only', async () => {
    const hacker = await signedIn(t, await buildHacker(t, { nickname: 'white-hat' }));
    const res = await call<AccountHeader>(t, hacker.token, 'GET', '/user/personalCenter');
    expect(res.body).toEqual({
      errcode: 0,
      errmsg: '成功',
      ret: { userName: 'white-hat', userPicture: null, usertype: 'hacker', status: 'certification', step: 0, integral: 0, rmbTotalBonus: '0.00', yearRanking: null, ranking: null },
    });
    const supplier = await signedIn(t, await buildSupplier(t, { status: 'checkCertification' }));
    expect((await call<AccountHeader>(t, supplier.token, 'GET', '/user/personalCenter')).body.ret).toMatchObject({ usertype: 'supplier', status: 'checkCertification', userName: 'Acme Supply' });
    expect((await call<AccountHeader>(t, supplier.token, 'GET', '/user/personalCenter')).body.ret).not.toHaveProperty('rmbAccountBalance');
    const company = await signedIn(t, await buildCompany(t));
    expect((await call<AccountHeader>(t, company.token, 'GET', '/user/personalCenter')).body.ret).toMatchObject({
      usertype: 'company',
      rmbAccountBalance: '0.00',
      rmbWaitBalance: '0.00',
      rmbPaidBalance: '0.00',
    });
  });

  it('refuses visitors (401) and staff, who have the console (403)', async () => {
    expect((await call(t, '', 'GET', '/user/personalCenter')).status).toBe(401);
    const staff = await signedIn(t, await buildStaff(t));
    const refused = await call(t, staff.token, 'GET', '/user/personalCenter', undefined, 'en');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errcode: 40392, errmsg: 'This is not available for your type of account' });
  });

  it('shows the ledger’s money: a company’s balance, what waits in its pools and what left them; the hacker’s bonus', async () => {
    const w = await buildBugWorld(t);
    // Approving each of the company's two bounty projects escrowed its pool (and fee) from money deposited for it.
    await fundCompany(t, w.company.id, 123_456);
    const header = (who: { token: string }) => call<AccountHeader>(t, who.token, 'GET', '/user/personalCenter').then((res) => res.body.ret);
    expect(await header(w.company)).toMatchObject({ rmbAccountBalance: '1234.56', rmbWaitBalance: '20000.00', rmbPaidBalance: '0.00', rmbTotalBonus: '0.00' });

    const bug = await insertBug(t, w.bounty, w.hacker, { state: 'arbitrationing', confirmGrade: 'high' });
    expect((await callAs(t, w.staff, 'POST', `/admin/bugs/${bug.publicId}/arbitrate`, { grade: 'high', reason: '维持高危' })).status).toBe(200);
    await t.jobs.drain();

    expect(await header(w.company)).toMatchObject({ rmbAccountBalance: '1234.56', rmbWaitBalance: '18000.00', rmbPaidBalance: '2000.00' });
    const hacker = await header(w.hacker);
    expect(hacker.rmbTotalBonus).toBe('2000.00');
    expect(hacker).not.toHaveProperty('rmbAccountBalance');
    // The same figures as POST /user/getBonus; nobody else's money shows.
    expect((await call<AccountFigures>(t, w.hacker.token, 'POST', '/user/getBonus')).body.ret).toMatchObject({ rmbTotalBonus: '2000.00', rmbPendingBonus: '2000.00' });
    expect(await header(w.otherCompany)).toMatchObject({ rmbAccountBalance: '0.00', rmbWaitBalance: '10000.00', rmbPaidBalance: '0.00' });
    expect((await header(w.otherHacker)).rmbTotalBonus).toBe('0.00');
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('shows a hacker’s points and places this year and of all time from the leaderboards', async () => {
    const world = await buildReputationWorld(t);
    const first = await signedIn(t, await buildHacker(t));
    const second = await signedIn(t, await buildHacker(t));
    await endedReport(t, world, first, 'urgent');
    await endedReport(t, world, second, 'high');
    const standing = (who: { token: string }) => call<AccountHeader>(t, who.token, 'GET', '/user/personalCenter').then((res) => res.body.ret);
    expect(await standing(first)).toMatchObject({ integral: 40, yearRanking: 1, ranking: 1 });
    expect(await standing(second)).toMatchObject({ integral: 30, yearRanking: 2, ranking: 2 });
  });

  it('sets the avatar to the caller’s own upload only', async () => {
    const hacker = await signedIn(t, await buildHacker(t));
    const other = await signedIn(t, await buildHacker(t));
    const mine = await uploadLogo(t, hacker.token);
    const theirs = await uploadLogo(t, other.token);
    const foreign = await call(t, hacker.token, 'POST', '/updatepersoncard', { personcard: theirs });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ ret: { fields: [{ field: 'personcard', message: '头像无效，请重新上传' }] } });
    expect((await call(t, hacker.token, 'POST', '/updatepersoncard', { personcard: 'https://evil.example/x.png' })).status).toBe(400);
    const set = await call(t, hacker.token, 'POST', '/updatepersoncard', { personcard: mine });
    expect(set.body).toMatchObject({ errcode: 0, errmsg: '头像修改成功' });
    expect((await call<AccountHeader>(t, hacker.token, 'GET', '/user/personalCenter')).body.ret.userPicture).toBe(mine);
  });

  it('keeps personal info (not for companies): website, shipping address, team ≤ 30, birthday with 00:00:00', async () => {
    const hacker = await signedIn(t, await buildHacker(t));
    await t.db.update(users).set({ country: 'CN', province: '广东省', city: '深圳市' }).where(eq(users.id, hacker.id));
    const saved = await call(t, hacker.token, 'POST', '/user/settingPersonalInfo', { officialWebsite: 'https://blog.example.com', shippingAddress: '深圳市南山区科技园 1 号', team: 'Red Team', birthday: '1995-06-01 00:00:00' });
    expect(saved.body).toMatchObject({ errcode: 0, errmsg: '保存成功' });
    expect((await call(t, hacker.token, 'GET', '/getpersoninfo')).body.ret).toEqual({
      companyname: '',
      country: 'CN',
      address: '深圳市南山区科技园 1 号',
      team: 'Red Team',
      birthday: '1995-06-01',
      area: '广东省 深圳市',
      website: 'https://blog.example.com',
    });
    const refused = await call(t, hacker.token, 'POST', '/user/settingPersonalInfo', { team: 'x'.repeat(31), officialWebsite: 'javascript:alert(1)', birthday: '2999-01-01' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ret: { fields: expect.arrayContaining([{ field: 'team', message: '团队名称不能超过30个字符' }, expect.objectContaining({ field: 'officialWebsite' }), expect.objectContaining({ field: 'birthday' })]) } });
    const company = await signedIn(t, await buildCompany(t));
    expect((await call(t, company.token, 'GET', '/getpersoninfo')).body.errcode).toBe(40392);
    expect((await call(t, company.token, 'POST', '/user/settingPersonalInfo', { team: 'x' })).body.errcode).toBe(40392);
  });

  it('answers a company its public-welfare record and refuses everyone else', async () => {
    const company = await signedIn(t, await buildCompany(t, { status: 'publicWelfareAuthorizing' }));
    expect((await call<PublicWelfareDetail>(t, company.token, 'GET', '/company/publicWelfare/authentication/detail')).body.ret).toEqual({ state: 'publicWelfareAuthorizing', status: 'publicWelfareAuthorizing', companyName: '' });
    const plain = await signedIn(t, await buildCompany(t));
    expect((await call<PublicWelfareDetail>(t, plain.token, 'GET', '/company/publicWelfare/authentication/detail')).body.ret.state).toBe('none');
    const hacker = await signedIn(t, await buildHacker(t));
    expect((await call(t, hacker.token, 'GET', '/company/publicWelfare/authentication/detail')).body.errcode).toBe(40392);
  });

  it('serves the industry dictionary in the caller’s language', async () => {
    const zh = await call<{ dictValue: string; dictLabel: string }[]>(t, '', 'GET', '/sysDict/getDict/company_industry');
    expect(zh.body.ret[0]).toEqual({ dictValue: 'internet', dictLabel: '互联网' });
    const en = await call<{ dictValue: string; dictLabel: string }[]>(t, '', 'GET', '/sysDict/getDict/company_industry', undefined, 'en');
    expect(en.body.ret.find((d) => d.dictValue === 'finance')?.dictLabel).toBe('Finance');
  });

  it('downloads the three protocol documents as PDFs in the caller’s language, not for companies', async () => {
    const hacker = await signedIn(t, await buildHacker(t));
    for (const filePath of ['secrecyFile', 'testPromiseFile', 'networkSecurityFile']) {
      for (const locale of ['zh', 'en'] as const) {
        const res = await t.app.inject({ method: 'GET', url: `/web/v1/downLoad?filePath=${filePath}`, headers: { authorization: hacker.token, acceptlanguage: locale } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
    const en = await t.app.inject({ method: 'GET', url: '/web/v1/downLoad?filePath=secrecyFile', headers: { authorization: hacker.token, acceptlanguage: 'en' } });
    expect(en.rawPayload.toString('latin1')).toContain('Personal Confidentiality Pledge');
    const unknown = await call(t, hacker.token, 'GET', '/downLoad?filePath=../../etc/passwd');
    expect(unknown.status).toBe(400);
    const company = await signedIn(t, await buildCompany(t));
    expect((await call(t, company.token, 'GET', '/downLoad?filePath=secrecyFile')).body.errcode).toBe(40392);
    expect((await call(t, '', 'GET', '/downLoad?filePath=secrecyFile')).status).toBe(401);
  });
});
