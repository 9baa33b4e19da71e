import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../identity/identity.tables';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { get, post, signedInUser } from '../certification/certification-test-support';
import { uploadPrivatePng } from '../../files/files-test-support';
import { MB } from '@wardline/contract';
import { certifiedHacker, drawnSignature, materials, proofPdf, signAll, uploadProof } from './trusted-auth-test-support';

type Fields = { fields: { field: string; message: string }[] };

describe(`trusted authentication refusals (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const sign = (token: string, type: number, signPicture = drawnSignature(), locale: 'zh' | 'en' = 'zh') => post(t, '/hackCred/privateFileSign', token, { type, signPicture }, locale);

  it('is for hackers past real-name certification only', async () => {
    const uncertified = await signedInUser(t, 'hacker', 'unauthorized');
    for (const [method, url] of [['GET', '/hackCred/bankInfo'], ['GET', '/hackCred/signInfo'], ['POST', '/hackCred/save']] as const) {
      const res = method === 'GET' ? await get(t, url, uncertified.token) : await post(t, url, uncertified.token, materials());
      expect(res.body).toMatchObject({ errcode: 40380, errmsg: '请先完成实名认证后再进行可信认证' });
    }
    const company = await signedInUser(t, 'company', 'certification');
    expect((await get(t, '/hackCred/bankInfo', company.token)).body.errcode).toBe(40310);
    expect((await post(t, '/hackCred/save', company.token, materials())).body.errcode).toBe(40310);
    expect((await get(t, '/hackCred/bankInfo', '')).status).toBe(401);
  });

  it("refuses the spec's material rules with its messages, in the caller's language", async () => {
    const hacker = await certifiedHacker(t);
    const res = await post<Fields>(t, '/hackCred/save', hacker.token, materials([], { address: ' ', fieldList: [], achievementList: [], abilityIntroduction: '<p></p><p>&nbsp;</p>' }));
    expect(res.status).toBe(400);
    expect(res.body.ret.fields).toEqual(
      expect.arrayContaining([
        { field: 'address', message: '请填写详细地址' },
        { field: 'fieldList', message: '请至少选择一个擅长领域' },
        { field: 'achievementList', message: '请填写个人成就' },
        { field: 'abilityIntroduction', message: '请填写能力介绍' },
      ]),
    );
    const en = await post<Fields>(t, '/hackCred/save', hacker.token, materials([], { fieldList: [7] }), 'en');
    expect(en.body.ret.fields[0]!.field).toBe('fieldList.0');
    // A text that is only something the allow-list removes is empty too.
    const scripted = await post<Fields>(t, '/hackCred/save', hacker.token, materials([], { abilityIntroduction: '<p><script>alert(1)</script><img src="https://evil.example/x.png"></p>' }));
    expect(scripted.body.ret.fields[0]).toMatchObject({ field: 'abilityIntroduction' });
  });

  it('takes at most two proof files of 20 MB each, each the caller’s own proof upload', async () => {
    const hacker = await certifiedHacker(t);
    const refs = [];
    for (let i = 0; i < 3; i++) refs.push((await uploadProof(t, hacker.token)).body.ret);
    const third = await post<Fields>(t, '/hackCred/save', hacker.token, materials(refs));
    expect(third.body.ret.fields).toEqual([{ field: 'filePathList', message: '最多只能上传2个文件' }]);

    const tooLarge = await uploadProof(t, hacker.token, proofPdf(21 * MB));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errmsg).toContain('上传的文件不能超过20M!');
    expect((await uploadProof(t, hacker.token, proofPdf(20 * MB))).status).toBe(200);
    const html = await uploadProof(t, hacker.token, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.status).toBe(400);

    const other = await certifiedHacker(t);
    const theirs = (await uploadProof(t, other.token)).body.ret;
    const idPhoto = await uploadPrivatePng(t, hacker.token, 'idCardFront');
    const foreign = await post<Fields>(t, '/hackCred/save', hacker.token, materials([refs[0]!, theirs]));
    expect(foreign.body.ret.fields).toEqual([{ field: 'filePathList.1', message: '文件无效或已失效，请重新上传' }]);
    expect((await post<Fields>(t, '/hackCred/save', hacker.token, materials([idPhoto]))).body.ret.fields).toEqual([{ field: 'filePathList.0', message: '文件无效或已失效，请重新上传' }]);
    expect((await post(t, '/hackCred/save', hacker.token, materials([refs[0]!, refs[0]!]))).status).toBe(400);
    expect((await post(t, '/hackCred/save', hacker.token, materials(refs.slice(0, 2)))).status).toBe(200);
  });

  it('keeps the steps in order: no pledge before the materials, none out of turn, none twice, nothing once submitted', async () => {
    const hacker = await certifiedHacker(t);
    expect((await sign(hacker.token, 2)).body).toMatchObject({ errcode: 40980, errmsg: '请按顺序完成可信认证的各个步骤' });
    expect((await post(t, '/hackCred/save', hacker.token, materials())).status).toBe(200);
    // Before the first signature the materials may still change.
    expect((await post(t, '/hackCred/save', hacker.token, materials([], { address: '上海市浦东新区 3 号' }))).status).toBe(200);
    expect((await sign(hacker.token, 3)).body.errcode).toBe(40980);
    expect((await sign(hacker.token, 4)).body.errcode).toBe(40980);
    expect((await sign(hacker.token, 2)).status).toBe(200);
    expect((await sign(hacker.token, 2, drawnSignature(), 'en')).body).toMatchObject({ errcode: 40981, errmsg: 'This pledge is already signed' });
    expect((await post(t, '/hackCred/save', hacker.token, materials())).body.errcode).toBe(40980);
    expect((await sign(hacker.token, 3)).status).toBe(200);
    expect((await sign(hacker.token, 4)).status).toBe(200);
    expect((await sign(hacker.token, 4)).body.errcode).toBe(40982);
    expect((await post(t, '/hackCred/save', hacker.token, materials())).body.errcode).toBe(40982);
  });

  it('signs a pledge once when the same signature is sent twice at once', async () => {
    const hacker = await certifiedHacker(t);
    await post(t, '/hackCred/save', hacker.token, materials());
    const answers = await Promise.all([sign(hacker.token, 2), sign(hacker.token, 2), sign(hacker.token, 2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const info = await get<{ step: number; attempt: { signList: unknown[] } }>(t, '/hackCred/signInfo', hacker.token);
    expect(info.body.ret).toMatchObject({ step: 2 });
    expect(info.body.ret.attempt.signList).toHaveLength(1);
  });

  it('wants a real drawn signature: an empty pad, an image that is not PNG or is huge are refused', async () => {
    const hacker = await certifiedHacker(t);
    await post(t, '/hackCred/save', hacker.token, materials());
    expect((await sign(hacker.token, 2, drawnSignature({ ink: false }))).body.ret).toMatchObject({ fields: [{ field: 'signPicture', message: '请先签名' }] });
    expect((await sign(hacker.token, 2, `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`)).body.ret).toMatchObject({ fields: [{ field: 'signPicture', message: '签名图片无效，请重新签名' }] });
    expect((await sign(hacker.token, 2, 'data:text/html;base64,PHNjcmlwdD4=')).status).toBe(400);
    expect((await sign(hacker.token, 2, drawnSignature({ width: 4000, height: 100 }))).status).toBe(400);
    expect((await sign(hacker.token, 2)).status).toBe(200);
  });

  it('refuses a credible hacker starting again', async () => {
    const hacker = await certifiedHacker(t);
    await post(t, '/hackCred/save', hacker.token, materials());
    await signAll(t, hacker.token);
    await t.db.update(users).set({ status: 'credible' }).where(eq(users.id, hacker.id));
    expect((await post(t, '/hackCred/save', hacker.token, materials())).body.errcode).toBe(40983);
  });
});
