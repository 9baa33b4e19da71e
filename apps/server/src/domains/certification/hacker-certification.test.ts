import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/client';
import { users } from '../identity/identity.tables';
import { certifications } from './certification.tables';
import { getCertificationForReview } from './get-certification-for-review';
import { revealCertificationNumbers } from './reveal-certification-numbers';
import { BANK_PHONE, VALID_BANK_CARD, VALID_ID, get, hackerBody, post, signedInUser, testContext, uniqueHackerNumbers } from './certification-test-support';
import { uploadPrivatePng } from '../../files/files-test-support';

describe(`hacker real-name certification (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-cert-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('certifies at once, with spaces stripped, and never stores the plain numbers', async () => {
    const hacker = await signedInUser(t, 'hacker');
    const spaced = `${VALID_ID.slice(0, 6)} ${VALID_ID.slice(6, 14)}\u3000${VALID_ID.slice(14).toLowerCase()}`;
    const body = await hackerBody(t, hacker.token, { name: ' 张 三 ', idCardNumber: spaced, bkCardNumber: VALID_BANK_CARD.replace(/(\d{4})/g, '$1 '), bankPhone: ' 139 1234 5678 ' });
    const res = await post(t, '/user/hackerAuthentication', hacker.token, body);
    expect(res).toEqual({ status: 200, body: { errcode: 0, errmsg: '实名认证成功', ret: { userStatus: 'certification', review: 'approved' } } });
    const [user] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, hacker.id));
    expect(user!.status).toBe('certification');

    // Read the table as a copy of the database would: no plain ID, card or phone anywhere in the row.
    const raw = rowsOf<Record<string, unknown>>(await t.db.execute(`SELECT * FROM certifications WHERE user_id = ${hacker.id}`));
    expect(raw).toHaveLength(1);
    const dump = JSON.stringify(raw[0]);
    for (const plain of [VALID_ID, VALID_ID.slice(6, 14), VALID_BANK_CARD, VALID_BANK_CARD.slice(4, 15), BANK_PHONE]) expect(dump).not.toContain(plain);
    expect(raw[0]).toMatchObject({ real_name: '张三', id_card_masked: `${VALID_ID.slice(0, 4)}**********${VALID_ID.slice(-4)}`, state: 'approved' });
    expect(String(raw[0]!.id_card_cipher)).toMatch(/^v1\./);

    // Staff reviewing see the numbers masked; revealing them in full (as submitted: spaces gone, x upper-cased) takes its permission.
    const [row] = await t.db.select({ publicId: certifications.publicId }).from(certifications).where(eq(certifications.userId, hacker.id));
    const actor = { staffId: 1, nickname: 'Ops', clientIp: '127.0.0.1', permissions: new Set(['certificationReview', 'revealPersonalNumbers'] as const) };
    const review = await getCertificationForReview({ ctx: testContext(t), actor, input: { id: row!.publicId } });
    expect(review).toMatchObject({ idCardNumber: raw[0]!.id_card_masked, realName: '张三' });
    const revealed = await revealCertificationNumbers({ ctx: testContext(t), actor, input: { id: row!.publicId } });
    expect(revealed).toEqual({ idCardNumber: VALID_ID, bkCardNumber: VALID_BANK_CARD, bankPhone: BANK_PHONE });
  });

  it('answers the record with numbers masked and file references kept', async () => {
    const hacker = await signedInUser(t, 'hacker');
    const body = await hackerBody(t, hacker.token);
    await post(t, '/user/realnameCertification', hacker.token, body);
    const detail = await get<Record<string, unknown>>(t, '/user/hackerAuthentication/detail', hacker.token);
    expect(detail.body.ret).toMatchObject({
      name: '张三',
      idCardNumber: `${body.idCardNumber.slice(0, 4)}${'*'.repeat(10)}${body.idCardNumber.slice(-4)}`,
      bkCardNumber: `${body.bkCardNumber.slice(0, 4)}${'*'.repeat(body.bkCardNumber.length - 8)}${body.bkCardNumber.slice(-4)}`,
      bankPhone: '139****5678',
      idCardFrontFile: body.idCardFrontFile,
      idCardBackFile: body.idCardBackFile,
      status: 'certification',
      review: 'approved',
      rejectReason: null,
    });
    expect(JSON.stringify(detail.body)).not.toContain(body.idCardNumber);
  });

  it('refuses an ID or bank card number already certified on another account, naming the field', async () => {
    const first = await signedInUser(t, 'hacker');
    const numbers = uniqueHackerNumbers();
    expect((await post(t, '/user/hackerAuthentication', first.token, await hackerBody(t, first.token, numbers))).status).toBe(200);

    const second = await signedInUser(t, 'hacker');
    const sameId = await post(t, '/user/hackerAuthentication', second.token, await hackerBody(t, second.token, { idCardNumber: numbers.idCardNumber }));
    expect([sameId.status, sameId.body.errcode, sameId.body.errmsg]).toEqual([409, 40913, '该身份证号已在其他账号完成实名认证']);
    const sameCard = await post(t, '/user/hackerAuthentication', second.token, await hackerBody(t, second.token, { bkCardNumber: numbers.bkCardNumber }), 'en');
    expect([sameCard.status, sameCard.body.errmsg]).toEqual([409, 'This bank card number is already certified on another account']);
    expect((await post(t, '/user/hackerAuthentication', second.token, await hackerBody(t, second.token))).status).toBe(200);
  });

  it('refuses ID photos too small to read a card from', async () => {
    const hacker = await signedInUser(t, 'hacker');
    const tiny = await uploadPrivatePng(t, hacker.token, 'file');
    const res = await post(t, '/user/hackerAuthentication', hacker.token, await hackerBody(t, hacker.token, { idCardFrontFile: tiny }));
    expect([res.status, res.body.errmsg]).toEqual([400, '身份证人像面：证件照片太小，请上传至少 300×200 像素的清晰照片']);
  });

  it('refuses a second certification, other account types, and photos that are not the caller’s own', async () => {
    const hacker = await signedInUser(t, 'hacker');
    const body = await hackerBody(t, hacker.token);
    expect((await post(t, '/user/hackerAuthentication', hacker.token, body)).status).toBe(200);
    expect(await post(t, '/user/hackerAuthentication', hacker.token, body, 'en')).toMatchObject({ status: 409, body: { errcode: 40911, errmsg: 'You are already certified' } });

    const company = await signedInUser(t, 'company');
    expect(await post(t, '/user/hackerAuthentication', company.token, await hackerBody(t, company.token))).toMatchObject({ status: 403, body: { errcode: 40310 } });

    // Someone else's photo references (valid, existing) are refused like unknown ones, naming the fields.
    const thief = await signedInUser(t, 'hacker');
    const stolen = await post(t, '/user/hackerAuthentication', thief.token, { ...body }, 'en');
    expect(stolen).toMatchObject({ status: 400, body: { errmsg: 'ID card photo side: The file is invalid or has expired, please upload it again; ID card emblem side: The file is invalid or has expired, please upload it again' } });
    // A licence photo sent as an ID photo is refused too.
    const swapped = await hackerBody(t, thief.token);
    const wrongKind = await post(t, '/user/hackerAuthentication', thief.token, { ...swapped, idCardFrontFile: swapped.idCardBackFile });
    expect(wrongKind.body.ret).toEqual({ fields: [{ field: 'idCardFrontFile', message: '文件无效或已失效，请重新上传' }] });
    const [user] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, thief.id));
    expect(user!.status).toBe('unauthorized');
    expect(await t.db.select().from(certifications).where(eq(certifications.userId, thief.id))).toHaveLength(0);
  });

  it('answers 401 to visitors before looking at the body', async () => {
    const res = await t.call({ method: 'POST', url: '/web/v1/user/hackerAuthentication', payload: {} });
    expect(res.status).toBe(401);
  });
});
