import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminTrustedAuthDetail, Page, TrustedAuthSignInfo } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { buildStaff, signedIn } from '../../../test/factories';
import { get, post } from '../certification/certification-test-support';
import { adminCall, auditRowsFor } from '../admin/admin-test-support';
import { users } from '../identity/identity.tables';
import { certifiedHacker, drawnSignature, materials, signAll, uploadProof } from './trusted-auth-test-support';

type News = { msgContent: string; url: string };

/** The text a PDF shows, read back from its text operators (Helvetica literals and UCS-2 hex strings). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  let text = '';
  for (const [, literal, hex] of source.matchAll(/\((.*?)(?<!\\)\) Tj|<([0-9A-F]+)> Tj/g)) {
    if (literal !== undefined) text += literal.replace(/\\([\\()])/g, '$1');
    else for (let i = 0; i < hex!.length; i += 4) text += String.fromCharCode(parseInt(hex!.slice(i, i + 4), 16));
  }
  return text;
}

describe(`trusted authentication, five steps and the staff review (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await signedIn(t, await buildStaff(t, { permissions: ['certificationReview'] }));
  });
  afterAll(() => t.close());

  const file = (token: string, ref: string) => t.app.inject({ method: 'GET', url: `/web/v1/findPrivateFile?ref=${ref}`, headers: { authorization: token } });

  it('takes a certified hacker through materials, three signed pledges and approval, each step from the server', async () => {
    const hacker = await certifiedHacker(t);
    const bank = await get<Record<string, string>>(t, '/hackCred/bankInfo', hacker.token);
    expect(bank.body.ret).toMatchObject({ username: '张三', bankName: '招商银行', openbank: '深圳南山支行', bankPhone: '139****5678' });
    expect(bank.body.ret.idnumber).toMatch(/^1101\*{10}\d{3}[\dX]$/);
    expect(bank.body.ret.cardnumber).toMatch(/^6222\*+\d{4}$/);
    expect((await get<TrustedAuthSignInfo>(t, '/hackCred/signInfo', hacker.token)).body.ret).toMatchObject({ status: 'certification', step: 0, attempt: null });

    const proof = await uploadProof(t, hacker.token);
    expect(proof.status).toBe(200);
    const saved = await post(t, '/hackCred/save', hacker.token, materials([proof.body.ret]));
    expect(saved.body).toEqual({ errcode: 0, errmsg: '保存成功', ret: { status: 'progressCredible', step: 1 } });

    const info = (await get<TrustedAuthSignInfo>(t, '/hackCred/signInfo', hacker.token)).body.ret;
    expect(info).toMatchObject({ status: 'progressCredible', step: 1, bankPhone: '139****5678' });
    expect(info.attempt!.materials).toMatchObject({
      recommendName: '李四',
      fieldList: [1, 4],
      achievementList: ['CVE-2024-0001', '某 SRC 年度第一'],
      files: [{ ref: proof.body.ret, contentType: 'application/pdf' }],
    });
    // The ability text went through the allow-list: the script is gone, the formatting stays.
    expect(info.attempt!.materials.abilityIntroduction).toBe('<p>十年 <strong>Web 安全</strong>经验。</p>');

    const first = await post<{ step: number; sign: { signPicture: string; signFile: string; signDate: string } }>(t, '/hackCred/privateFileSign', hacker.token, {
      type: 2,
      signPicture: drawnSignature(),
    });
    expect(first.body).toMatchObject({ errcode: 0, errmsg: '签署成功！', ret: { status: 'progressCredible', step: 2 } });

    // The signed pledge is a PDF of the pledge's words, the signer and the date, with the signature; the signature a PNG.
    const pdf = await file(hacker.token, first.body.ret.sign.signFile);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const words = pdfText(pdf.rawPayload);
    expect(words).toContain('个人保密承诺书');
    expect(words).toContain('10,000');
    expect(words).toContain('签署人: 张三');
    expect(words).toMatch(/证件号码: 1101\*{10}\d{3}[\dX]/);
    expect(words).toContain(`签署日期: ${first.body.ret.sign.signDate.slice(0, 4)}`);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    const picture = await file(hacker.token, first.body.ret.sign.signPicture);
    expect(picture.headers['content-type']).toBe('image/png');
    // Nobody else reads them: another hacker gets the 404 of a missing file.
    const stranger = await certifiedHacker(t);
    expect((await file(stranger.token, first.body.ret.sign.signFile)).statusCode).toBe(404);
    expect((await file(stranger.token, proof.body.ret)).statusCode).toBe(404);

    for (const [type, step] of [[3, 3], [4, 4]] as const) {
      const res = await post<{ status: string; step: number }>(t, '/hackCred/privateFileSign', hacker.token, { type, signPicture: drawnSignature() }, 'en');
      expect(res.body).toMatchObject({ errmsg: 'Signed successfully!', ret: { step } });
    }
    const waiting = (await get<TrustedAuthSignInfo>(t, '/hackCred/signInfo', hacker.token)).body.ret;
    expect(waiting).toMatchObject({ status: 'checkCredible', step: 4, attempt: { state: 'pending', rejectReason: null } });
    expect(waiting.attempt!.signList.map((s) => s.type)).toEqual([2, 3, 4]);
    // Signed in English, the test pledge's document is in English with its penalty figure.
    const testPledge = await file(hacker.token, waiting.attempt!.signList[1]!.signFile);
    expect(pdfText(testPledge.rawPayload)).toMatch(/^Test Pledge.*100,000/);

    // Staff: the queue, the attempt with its materials, files and signed pledges, which they may open.
    const queue = await adminCall<Page<{ id: string; userId: string }>>(t, staff.token, 'GET', '/trusted-auth?size=100');
    const [account] = await t.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, hacker.id));
    const entry = queue.body.ret.data.find((e) => e.userId === account!.publicId)!;
    const detail = await adminCall<AdminTrustedAuthDetail>(t, staff.token, 'GET', `/trusted-auth/${entry.id}`);
    expect(detail.body.ret).toMatchObject({ state: 'pending', userStatus: 'checkCredible', bankInfo: { username: '张三', bankPhone: '139****5678' } });
    expect(detail.body.ret.signList).toHaveLength(3);
    expect((await file(staff.token, detail.body.ret.signList[2]!.signFile)).statusCode).toBe(200);
    expect((await file(staff.token, detail.body.ret.materials.files[0]!.ref)).statusCode).toBe(200);

    const approved = await adminCall(t, staff.token, 'POST', `/trusted-auth/${entry.id}/approve`);
    expect(approved.body).toMatchObject({ errcode: 0, ret: { id: entry.id, state: 'approved', userStatus: 'credible' } });
    expect((await adminCall(t, staff.token, 'POST', `/trusted-auth/${entry.id}/reject`, { reason: 'late' })).body.errcode).toBe(40984);
    expect((await get<TrustedAuthSignInfo>(t, '/hackCred/signInfo', hacker.token)).body.ret).toMatchObject({ status: 'credible', step: 4 });
    const audit = await auditRowsFor(t, 'trustedAuth', entry.id);
    expect(audit.map((a) => a.action)).toEqual(['trustedAuth.approve']);

    await t.jobs.drain();
    const news = await t.call<Page<News>>({ method: 'GET', url: '/web/v1/getNewsList?page=1&size=10', headers: { authorization: hacker.token } });
    expect(news.body.ret.data[0]).toMatchObject({ msgContent: '您的可信认证已通过审核，现在可以参加要求可信认证的项目。', url: '/register/trustedAuthentication' });
  });

  it('refuses with a reason the hacker reads, in their language, and lets them try again from the materials', async () => {
    const hacker = await certifiedHacker(t);
    await post(t, '/hackCred/save', hacker.token, materials());
    await signAll(t, hacker.token);
    const queue = await adminCall<Page<{ id: string; userId: string }>>(t, staff.token, 'GET', '/trusted-auth?size=100');
    const [account] = await t.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, hacker.id));
    const entry = queue.body.ret.data.find((e) => e.userId === account!.publicId)!;

    expect((await adminCall(t, staff.token, 'POST', `/trusted-auth/${entry.id}/reject`, { reason: ' ' })).status).toBe(400);
    const refused = await adminCall(t, staff.token, 'POST', `/trusted-auth/${entry.id}/reject`, { reason: '证明材料无法辨认，请上传清晰的获奖证书。' });
    expect(refused.body.ret).toMatchObject({ state: 'rejected', userStatus: 'failCredible' });
    const info = (await get<TrustedAuthSignInfo>(t, '/hackCred/signInfo', hacker.token)).body.ret;
    expect(info).toMatchObject({ status: 'failCredible', step: 4, attempt: { state: 'rejected', rejectReason: '证明材料无法辨认，请上传清晰的获奖证书。' } });

    await t.jobs.drain();
    const en = await t.call<Page<News>>({ method: 'GET', url: '/web/v1/getNewsList?page=1&size=10', headers: { authorization: hacker.token }, locale: 'en' });
    expect(en.body.ret.data[0]!.msgContent).toBe('Your trusted authentication was not approved; please correct your materials and try again. Reason: 证明材料无法辨认，请上传清晰的获奖证书.');

    // A retry is a new attempt (the refused one stays in the history), starting again at step 1.
    const retried = await post(t, '/hackCred/save', hacker.token, materials([], { address: '北京市海淀区 2 号' }));
    expect(retried.body.ret).toEqual({ status: 'progressCredible', step: 1 });
    const history = await adminCall<Page<{ id: string }>>(t, staff.token, 'GET', '/trusted-auth?state=decided&size=100');
    expect(history.body.ret.data.map((e) => e.id)).toContain(entry.id);
  });

  it('lets one of two staff decide, and only staff with certification review', async () => {
    const hacker = await certifiedHacker(t);
    await post(t, '/hackCred/save', hacker.token, materials());
    await signAll(t, hacker.token);
    const [account] = await t.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, hacker.id));
    const queue = await adminCall<Page<{ id: string; userId: string }>>(t, staff.token, 'GET', '/trusted-auth?size=100');
    const entry = queue.body.ret.data.find((e) => e.userId === account!.publicId)!;

    const finance = await signedIn(t, await buildStaff(t, { permissions: ['finance'] }));
    expect((await adminCall(t, finance.token, 'GET', '/trusted-auth')).status).toBe(403);
    expect((await adminCall(t, finance.token, 'POST', `/trusted-auth/${entry.id}/approve`)).status).toBe(403);
    expect((await adminCall(t, hacker.token, 'GET', `/trusted-auth/${entry.id}`)).status).toBe(403);
    expect((await adminCall(t, staff.token, 'GET', '/trusted-auth/ffffffffffffffffffffffffffffffff')).status).toBe(404);

    const other = await signedIn(t, await buildStaff(t, { permissions: ['certificationReview'] }));
    const [a, b] = await Promise.all([
      adminCall(t, staff.token, 'POST', `/trusted-auth/${entry.id}/approve`),
      adminCall(t, other.token, 'POST', `/trusted-auth/${entry.id}/reject`, { reason: '材料不全' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, hacker.id));
    expect(row!.status).toBe(a.status === 200 ? 'credible' : 'failCredible');
  });
});
