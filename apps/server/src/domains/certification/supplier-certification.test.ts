import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SupplierCertificationDetail } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { users } from '../identity/identity.tables';
import { approveCertification, getCertificationForReview, listPendingCertifications, rejectCertification } from './index';
import { post, reviewer, signedInUser, supplierBody, testContext } from './certification-test-support';

describe(`supplier certification (${TEST_DB_KIND})`, () => {
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

  it('goes checkCertification → approved → certification, and may update afterwards without losing it', async () => {
    const ctx = testContext(t);
    const staff = await signedInUser(t, null, 'certification', 'staff');
    const actor = reviewer(staff.id);
    const supplier = await signedInUser(t, 'supplier');
    const body = await supplierBody(t, supplier.token);
    const res = await post(t, '/user/supplierAuthentication', supplier.token, body, 'en');
    expect(res).toEqual({ status: 200, body: { errcode: 0, errmsg: 'Submitted successfully, please wait for backend review', ret: { userStatus: 'checkCertification', review: 'pending' } } });

    const info = await post<SupplierCertificationDetail>(t, '/user/supplierAuthentication/info', supplier.token, {});
    expect(info.body.ret).toMatchObject({ ...body, status: 'checkCertification', review: 'pending' });

    const [entry] = (await listPendingCertifications({ ctx, actor, input: { kind: 'supplier', page: 1, size: 10 } })).data;
    expect(entry).toMatchObject({ userId: supplier.id, companyName: 'Acme Supply Co' });
    const review = await getCertificationForReview({ ctx, actor, input: { id: entry!.id } });
    expect(review).toMatchObject({ kind: 'supplier', state: 'pending', openbank: '北京朝阳支行', user: { id: supplier.id }, update: null });
    expect(review.documents).toEqual([{ field: 'businessLicenseFile', ref: body.businessLicenseFile }]);

    // Staff read the licence through the same access check as /findPrivateFile.
    const licence = await t.app.inject({ method: 'GET', url: `/web/v1/findPrivateFile?ref=${body.businessLicenseFile}`, headers: { authorization: staff.token } });
    expect(licence.statusCode).toBe(200);

    await approveCertification({ ctx, actor, input: { id: entry!.id } });
    const statusOf = async () => (await t.db.select({ status: users.status }).from(users).where(eq(users.id, supplier.id)))[0]!.status;
    expect(await statusOf()).toBe('certification');

    // An update waits beside the approved record: the supplier stays certified, and staff see what changed.
    const update = await post(t, '/user/supplierAuthentication', supplier.token, { ...body, bankName: '中国工商银行' });
    expect(update.body.ret).toEqual({ userStatus: 'certification', review: 'pending' });
    const second = (await listPendingCertifications({ ctx, actor, input: { kind: 'supplier', page: 1, size: 10 } })).data[0]!;
    expect(second).toMatchObject({ isUpdate: true, userStatus: 'certification' });
    expect((await getCertificationForReview({ ctx, actor, input: { id: second.id } })).update).toEqual({
      replaces: entry!.id,
      changes: [{ field: 'bankName', before: '中国银行', after: '中国工商银行' }],
    });
    await rejectCertification({ ctx, actor, input: { id: second.id, reason: 'Bank name does not match the licence' } });
    const rejected = await post<SupplierCertificationDetail>(t, '/user/supplierAuthentication/info', supplier.token, {});
    expect(rejected.body.ret).toMatchObject({ bankName: '中国工商银行', review: 'rejected', rejectReason: 'Bank name does not match the licence', status: 'certification', isUpdate: true });
    expect(await statusOf()).toBe('certification');
  });

  it('answers null info before a submission and refuses other types', async () => {
    const supplier = await signedInUser(t, 'supplier');
    expect((await post(t, '/user/supplierAuthentication/info', supplier.token, {})).body.ret).toBeNull();
    const company = await signedInUser(t, 'company');
    expect((await post(t, '/user/supplierAuthentication', company.token, await supplierBody(t, company.token))).status).toBe(403);
  });
});
