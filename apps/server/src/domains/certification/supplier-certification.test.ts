import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SupplierCertificationDetail } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { users } from '../identity/identity.tables';
import { approveCertification, certificationIdOf, getCertificationForReview, listPendingCertifications, rejectCertification } from './index';
import { post, signedInUser, supplierBody, testContext } from './certification-test-support';

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

  it('goes checkCertification → approved → certification, and may update afterwards', async () => {
    const ctx = testContext(t);
    const staff = await signedInUser(t, null, 'certification', 'staff');
    const supplier = await signedInUser(t, 'supplier');
    const body = await supplierBody(t, supplier.token);
    const res = await post(t, '/user/supplierAuthentication', supplier.token, body, 'en');
    expect(res).toEqual({ status: 200, body: { errcode: 0, errmsg: 'Submitted successfully, please wait for backend review', ret: { userStatus: 'checkCertification', review: 'pending' } } });

    const info = await post<SupplierCertificationDetail>(t, '/user/supplierAuthentication/info', supplier.token, {});
    expect(info.body.ret).toMatchObject({ ...body, status: 'checkCertification', review: 'pending' });

    const [entry] = (await listPendingCertifications({ ctx, kind: 'supplier', page: 1, size: 10 })).data;
    expect(entry).toMatchObject({ userId: supplier.id, companyName: 'Acme Supply Co' });
    const review = await getCertificationForReview({ ctx, publicId: entry!.id });
    expect(review).toMatchObject({ kind: 'supplier', state: 'pending', businessLicenseFile: body.businessLicenseFile, openbank: '北京朝阳支行', user: { id: supplier.id } });

    // Staff read the licence through the same access check as /findPrivateFile.
    const licence = await t.app.inject({ method: 'GET', url: `/web/v1/findPrivateFile?ref=${review.businessLicenseFile}`, headers: { authorization: staff.token } });
    expect(licence.statusCode).toBe(200);

    await approveCertification({ ctx, staffId: staff.id, id: await certificationIdOf(ctx, entry!.id) });
    const [user] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, supplier.id));
    expect(user!.status).toBe('certification');

    const update = await post(t, '/user/supplierAuthentication', supplier.token, { ...body, bankName: '中国工商银行' });
    expect(update.body.ret).toEqual({ userStatus: 'checkCertification', review: 'pending' });
    const second = (await listPendingCertifications({ ctx, kind: 'supplier', page: 1, size: 10 })).data[0]!;
    await rejectCertification({ ctx, staffId: staff.id, id: await certificationIdOf(ctx, second.id), reason: 'Bank name does not match the licence' });
    const rejected = await post<SupplierCertificationDetail>(t, '/user/supplierAuthentication/info', supplier.token, {});
    expect(rejected.body.ret).toMatchObject({ bankName: '中国工商银行', review: 'rejected', rejectReason: 'Bank name does not match the licence', status: 'unauthorized' });
  });

  it('answers null info before a submission and refuses other types', async () => {
    const supplier = await signedInUser(t, 'supplier');
    expect((await post(t, '/user/supplierAuthentication/info', supplier.token, {})).body.ret).toBeNull();
    const company = await signedInUser(t, 'company');
    expect((await post(t, '/user/supplierAuthentication', company.token, await supplierBody(t, company.token))).status).toBe(403);
  });
});
