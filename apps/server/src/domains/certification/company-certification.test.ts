import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CompanyCertificationDetail } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import type { AppContext } from '../../context';
import type { StaffActor } from '../audit/staff-actor';
import { users } from '../identity/identity.tables';
import { lastMessage } from '../identity/identity-test-support';
import { approveCertification, listPendingCertifications, rejectCertification } from './index';
import { certifications } from './certification.tables';
import { companyBody, get, pendingPublicIdOf, post, reviewer, signedInUser, testContext, VALID_CREDIT_CODE } from './certification-test-support';

describe(`company certification and its review (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let ctx: AppContext;
  let dataDir: string;
  let staff: StaffActor;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-cert-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
    ctx = testContext(t);
    staff = reviewer((await signedInUser(t, null, 'certification', 'staff')).id);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const statusOf = async (id: number) => (await t.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]!.status;
  const approve = async (userId: number) => approveCertification({ ctx, actor: staff, input: { id: await pendingPublicIdOf(t, userId) } });
  const reject = async (userId: number, reason: string) => rejectCertification({ ctx, actor: staff, input: { id: await pendingPublicIdOf(t, userId), reason } });
  const detailOf = async (token: string) => (await get<CompanyCertificationDetail>(t, '/company/authentication/detail', token)).body.ret;

  it('submits to review, appears in the queue, is approved once, and the company is told', async () => {
    const company = await signedInUser(t, 'company');
    const body = await companyBody(t, company.token, { creditCode: ` ${VALID_CREDIT_CODE.toLowerCase()} ` });
    const res = await post(t, '/company/authentication/submit', company.token, body);
    expect(res).toEqual({ status: 200, body: { errcode: 0, errmsg: '提交成功，请等待后台审核', ret: { userStatus: 'companyFileUploaded', review: 'pending' } } });
    expect(await statusOf(company.id)).toBe('companyFileUploaded');

    const detail = await get<CompanyCertificationDetail>(t, '/company/authentication/detail', company.token);
    expect(detail.body.ret).toMatchObject({ ...body, creditCode: VALID_CREDIT_CODE, companyType: 0, status: 'companyFileUploaded', review: 'pending', rejectReason: null, decidedAt: null, isUpdate: false });
    expect((await get(t, '/getCompanyInfo', company.token)).body.ret).toEqual(detail.body.ret);

    // Submitting again while waiting is refused; nothing new is stored.
    expect(await post(t, '/user/companyAuthentication', company.token, body)).toMatchObject({ status: 409, body: { errcode: 40910, errmsg: '认证资料审核中，请耐心等待' } });

    const queue = await listPendingCertifications({ ctx, actor: staff, input: { kind: 'company', page: 1, size: 10 } });
    const entry = queue.data.find((r) => r.userId === company.id)!;
    expect(entry).toMatchObject({ kind: 'company', companyName: '示例科技有限公司', userStatus: 'companyFileUploaded', isUpdate: false });
    expect(entry.phone).toBe(`${company.phone!.slice(0, 3)}****${company.phone!.slice(-4)}`);
    expect((await listPendingCertifications({ ctx, actor: staff, input: { kind: 'supplier', page: 1, size: 10 } })).data.some((r) => r.userId === company.id)).toBe(false);

    const decision = await approveCertification({ ctx, actor: staff, input: { id: entry.id } });
    expect(decision.before).toMatchObject({ state: 'pending', userStatus: 'companyFileUploaded', decidedBy: null });
    expect(decision.after).toMatchObject({ state: 'approved', userStatus: 'certification', decidedBy: staff.staffId });
    expect(await statusOf(company.id)).toBe('certification');
    await t.jobs.drain();
    expect((await lastMessage(t, company.phone!))?.text).toBe('【守线众测】您的企业认证已通过审核。');
    expect(await detailOf(company.token)).toMatchObject({ review: 'approved', status: 'certification' });
    expect((await get(t, '/company/type', company.token)).body.ret).toEqual({ companyType: 0 });

    await expect(approveCertification({ ctx, actor: staff, input: { id: entry.id } })).rejects.toMatchObject({ key: 'certificationDecided' });
    await expect(rejectCertification({ ctx, actor: staff, input: { id: entry.id, reason: 'late' } })).rejects.toMatchObject({ key: 'certificationDecided' });
    await expect(approveCertification({ ctx, actor: staff, input: { id: '2000000000' } })).rejects.toMatchObject({ key: 'notFound' });
    // Deciding takes certification review, whatever else the staff member holds.
    await expect(approveCertification({ ctx, actor: reviewer(staff.staffId, ['content']), input: { id: entry.id } })).rejects.toMatchObject({ key: 'staffPermissionMissing' });
  });

  it('decides once when two staff approve (or approve and reject) at the same moment', async () => {
    for (const race of [['approve', 'approve'], ['approve', 'reject']] as const) {
      const company = await signedInUser(t, 'company');
      await post(t, '/user/companyAuthentication', company.token, await companyBody(t, company.token));
      const id = await pendingPublicIdOf(t, company.id);
      const results = await Promise.allSettled(
        race.map((action) => (action === 'approve' ? approveCertification({ ctx, actor: staff, input: { id } }) : rejectCertification({ ctx, actor: staff, input: { id, reason: '资料不清晰' } }))),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.key)).toEqual(['certificationDecided']);
      const rows = await t.db.select().from(certifications).where(eq(certifications.userId, company.id));
      expect(rows).toHaveLength(1);
      expect(['approved', 'rejected']).toContain(rows[0]!.state);
      expect(await statusOf(company.id)).toBe(rows[0]!.state === 'approved' ? 'certification' : 'unauthorized');
    }
  });

  it('rejects with a reason the company sees, then accepts a resubmission that goes back to review', async () => {
    const company = await signedInUser(t, 'company');
    // Update mode before any submission is out of order.
    expect(await post(t, '/company/authentication/update', company.token, await companyBody(t, company.token))).toMatchObject({ status: 409 });

    const first = await companyBody(t, company.token);
    await post(t, '/user/companyAuthentication', company.token, first);
    const decision = await reject(company.id, '  营业执照照片不清晰  ');
    expect(decision.after).toMatchObject({ state: 'rejected', rejectReason: '营业执照照片不清晰', userStatus: 'unauthorized' });
    expect(await statusOf(company.id)).toBe('unauthorized');
    await t.jobs.drain();
    expect((await lastMessage(t, company.phone!))?.text).toBe('【守线众测】您的企业认证未通过审核，请修改后重新提交。原因：营业执照照片不清晰。');
    expect(await detailOf(company.token)).toMatchObject({ review: 'rejected', rejectReason: '营业执照照片不清晰', status: 'unauthorized', companyName: first.companyName, isUpdate: false });

    await expect(rejectCertification({ ctx, actor: staff, input: { id: decision.id, reason: ' ' } })).rejects.toMatchObject({ key: 'validationFailed' });

    // The resubmission keeps the earlier files it does not replace, and waits for review as the first did.
    const updated = await post(t, '/company/authentication/update', company.token, { ...first, companyName: '示例科技（深圳）有限公司' });
    expect(updated.body.ret).toEqual({ userStatus: 'companyFileUploaded', review: 'pending' });
    expect(await detailOf(company.token)).toMatchObject({ review: 'pending', isUpdate: false });
    await approve(company.id);
    expect(await statusOf(company.id)).toBe('certification');
  });

  // Issue 13 item 9: an update used to take the certification away until staff decided, and a rejected one left the company uncertified.
  it('keeps the approved certification in force while an update waits, and after the update is rejected', async () => {
    const company = await signedInUser(t, 'company');
    const first = await companyBody(t, company.token);
    await post(t, '/company/authentication/submit', company.token, first);
    await approve(company.id);
    await t.jobs.drain();

    const update = { ...first, companyName: '示例科技（深圳）有限公司' };
    const sent = await post(t, '/company/authentication/update', company.token, update);
    expect(sent.body.ret).toEqual({ userStatus: 'certification', review: 'pending' });
    expect(await statusOf(company.id)).toBe('certification');
    expect(await detailOf(company.token)).toMatchObject({ companyName: update.companyName, review: 'pending', status: 'certification', isUpdate: true });
    // A second update, or a first submission, while one waits is refused.
    expect(await post(t, '/company/authentication/update', company.token, first)).toMatchObject({ status: 409, body: { errcode: 40910 } });
    expect(await post(t, '/company/authentication/submit', company.token, first)).toMatchObject({ status: 409, body: { errcode: 40910 } });

    const [queued] = (await listPendingCertifications({ ctx, actor: staff, input: { kind: 'company', page: 1, size: 50 } })).data.filter((r) => r.userId === company.id);
    expect(queued).toMatchObject({ isUpdate: true, userStatus: 'certification' });

    const refused = await reject(company.id, '新名称与营业执照不符！');
    expect(refused.after).toMatchObject({ state: 'rejected', userStatus: 'certification' });
    expect(await statusOf(company.id)).toBe('certification');
    await t.jobs.drain();
    expect((await lastMessage(t, company.phone!))?.text).toBe('【守线众测】您的企业认证更新未通过审核，当前认证继续有效。原因：新名称与营业执照不符。');
    expect(await detailOf(company.token)).toMatchObject({ review: 'rejected', rejectReason: '新名称与营业执照不符！', status: 'certification', isUpdate: true });

    // The company fixes it and updates again; approved, the update is the certification in force.
    expect((await post(t, '/company/authentication/update', company.token, { ...update, companyName: '示例科技有限公司深圳分公司' })).status).toBe(200);
    const approved = await approve(company.id);
    expect(approved.after).toMatchObject({ state: 'approved', userStatus: 'certification' });
    await t.jobs.drain();
    expect((await lastMessage(t, company.phone!))?.text).toBe('【守线众测】您的企业认证更新已通过审核。');
    expect(await detailOf(company.token)).toMatchObject({ companyName: '示例科技有限公司深圳分公司', review: 'approved', status: 'certification', isUpdate: true });
    expect((await t.db.select().from(certifications).where(eq(certifications.userId, company.id))).map((r) => r.state)).toEqual(['approved', 'rejected', 'approved']);
  });

  it('answers null detail before any submission, and refuses other account types', async () => {
    const company = await signedInUser(t, 'company');
    expect((await get(t, '/company/authentication/detail', company.token)).body).toMatchObject({ errcode: 0, ret: null });
    const hacker = await signedInUser(t, 'hacker');
    expect((await get(t, '/company/authentication/detail', hacker.token)).status).toBe(403);
    expect((await post(t, '/company/authentication/submit', hacker.token, await companyBody(t, hacker.token))).status).toBe(403);
  });
});
