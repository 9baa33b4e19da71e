import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { users } from '../../identity/identity.tables';
import { BANK_PHONE, companyBody, hackerBody, post, signedInUser, supplierBody, VALID_BANK_CARD, VALID_ID } from '../../certification/certification-test-support';
import { certifications } from '../../certification/certification.tables';
import { buildStaff, signedIn } from '../../../../test/factories';
import { lastMessage } from '../../identity/identity-test-support';
import { adminCall, auditRowsFor, signInRoles, type Roles } from '../admin-test-support';

type Summary = { id: string; kind: string; userId: number; phone: string | null; companyName: string };
type Detail = { id: string; state: string; idCardNumber: string | null; creditCode: string; documents: { field: string; ref: string }[]; user: { phone: string } };

describe('staff review certifications in the console', () => {
  let t: TestApp;
  let roles: Roles;
  beforeAll(async () => {
    t = await buildTestApp();
    roles = await signInRoles(t);
  });
  afterAll(() => t.close());

  async function submitCompany() {
    const company = await signedInUser(t, 'company');
    const res = await post(t, '/company/authentication/submit', company.token, await companyBody(t, company.token));
    expect(res.status).toBe(200);
    const queue = await adminCall<{ data: Summary[] }>(t, roles.staff, 'GET', '/certifications?kind=company&size=100');
    return { company, entry: queue.body.ret.data.find((c) => c.userId === company.id)! };
  }

  it('lists the queue by kind, shows the documents to staff, and approves once', async () => {
    const { company, entry } = await submitCompany();
    const supplier = await signedInUser(t, 'supplier');
    await post(t, '/user/supplierAuthentication', supplier.token, await supplierBody(t, supplier.token));

    expect(entry).toMatchObject({ kind: 'company', companyName: '示例科技有限公司' });
    expect(entry.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const suppliers = await adminCall<{ data: Summary[] }>(t, roles.staff, 'GET', '/certifications?kind=supplier');
    expect(suppliers.body.ret.data.map((c) => c.userId)).toEqual([supplier.id]);
    expect((await adminCall(t, roles.staff, 'GET', '/certifications?kind=robot')).status).toBe(400);

    const detail = await adminCall<Detail>(t, roles.staff, 'GET', `/certifications/${entry.id}`);
    expect(detail.body.ret.state).toBe('pending');
    expect(detail.body.ret.user.phone).toBe(company.phone);
    expect(detail.body.ret.documents.map((d) => d.field)).toEqual(['businessLicenseFile', 'companyAuthorizationFile']);
    // The documents open for staff with their token, and for nobody else but the owner.
    const ref = detail.body.ret.documents[0]!.ref;
    const asStaff = await t.app.inject({ method: 'GET', url: `/web/v1/findPrivateFile?ref=${ref}`, headers: { authorization: roles.staff } });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: `/web/v1/findPrivateFile?ref=${ref}`, headers: { authorization: roles.hacker } })).statusCode).toBe(404);

    const approved = await adminCall<{ state: string; userStatus: string }>(t, roles.staff, 'POST', `/certifications/${entry.id}/approve`, {});
    expect(approved.body.ret).toEqual({ id: entry.id, state: 'approved', userStatus: 'certification' });
    await t.jobs.drain();
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, company.id));
    expect(row!.status).toBe('certification');
    expect((await lastMessage(t, company.phone!))?.text).toContain('已通过');
    expect((await adminCall(t, roles.staff, 'POST', `/certifications/${entry.id}/approve`, {})).status).toBe(409);

    const audit = await auditRowsFor(t, 'certification', entry.id);
    expect(audit.map((r) => [r.action, (r.before as { state: string }).state, (r.after as { state: string }).state])).toEqual([
      ['certification.approve', 'pending', 'approved'],
    ]);
    expect(audit[0]!.staffId).toBe(roles.staffId);
  });

  it('rejects only with a reason, which the user is told', async () => {
    const { company, entry } = await submitCompany();
    const empty = await adminCall(t, roles.staff, 'POST', `/certifications/${entry.id}/reject`, { reason: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errmsg).toBe('请填写原因');
    expect(await auditRowsFor(t, 'certification', entry.id)).toHaveLength(0);

    const rejected = await adminCall<{ state: string; userStatus: string }>(t, roles.staff, 'POST', `/certifications/${entry.id}/reject`, { reason: '营业执照不清晰' });
    expect(rejected.body.ret).toMatchObject({ state: 'rejected', userStatus: 'unauthorized' });
    await t.jobs.drain();
    expect((await lastMessage(t, company.phone!))?.text).toContain('营业执照不清晰');
    const [audit] = await auditRowsFor(t, 'certification', entry.id);
    expect(audit).toMatchObject({ action: 'certification.reject', after: { state: 'rejected', rejectReason: '营业执照不清晰' } });
    expect((await adminCall(t, roles.staff, 'GET', `/certifications/${'0'.repeat(32)}`)).status).toBe(404);
    // Serial ids are not ids of the console: they cannot be walked.
    expect((await adminCall(t, roles.staff, 'GET', '/certifications/1')).status).toBe(404);
  });

  it('masks ID and bank numbers; only staff with the reveal permission see them in full, and each reveal is audited', async () => {
    const hacker = await signedInUser(t, 'hacker');
    expect((await post(t, '/user/hackerAuthentication', hacker.token, await hackerBody(t, hacker.token, { idCardNumber: VALID_ID, bkCardNumber: VALID_BANK_CARD }))).status).toBe(200);
    const [row] = await t.db.select({ publicId: certifications.publicId }).from(certifications).where(eq(certifications.userId, hacker.id));
    const id = row!.publicId;
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    const detail = await adminCall<Detail & { bkCardNumber: string; bankPhone: string }>(t, roles.staff, 'GET', `/certifications/${id}`);
    expect(detail.body.ret.idCardNumber).toBe(`${VALID_ID.slice(0, 4)}**********${VALID_ID.slice(-4)}`);
    expect(JSON.stringify(detail.body)).not.toContain(VALID_ID);
    expect(JSON.stringify(detail.body)).not.toContain(VALID_BANK_CARD);

    const reviewer = await signedIn(t, await buildStaff(t, { permissions: ['certificationReview'] }));
    const refused = await adminCall(t, reviewer.token, 'POST', `/certifications/${id}/reveal`, {});
    expect([refused.status, refused.body.errcode]).toEqual([403, 40331]);
    expect(await auditRowsFor(t, 'certification', id)).toHaveLength(0);

    const revealed = await adminCall(t, roles.staff, 'POST', `/certifications/${id}/reveal`, {});
    expect(revealed.body.ret).toEqual({ idCardNumber: VALID_ID, bkCardNumber: VALID_BANK_CARD, bankPhone: BANK_PHONE });
    // Answers with personal numbers are never stored by a browser or proxy.
    const raw = await t.app.inject({ method: 'POST', url: `/web/v1/admin/certifications/${id}/reveal`, headers: { authorization: roles.staff }, payload: {} });
    expect(raw.headers['cache-control']).toBe('no-store');
    const audit = await auditRowsFor(t, 'certification', id);
    expect(audit.map((r) => [r.action, r.staffId, r.after])).toEqual([
      ['certification.reveal', roles.staffId, { revealed: ['idCardNumber', 'bkCardNumber', 'bankPhone'] }],
      ['certification.reveal', roles.staffId, { revealed: ['idCardNumber', 'bkCardNumber', 'bankPhone'] }],
    ]);
    expect(JSON.stringify(audit)).not.toContain(VALID_ID);
  });

  it('shows real-name records in the history; staff revoke one with a reason, the hacker is told and can submit again', async () => {
    const hacker = await signedInUser(t, 'hacker');
    expect((await post(t, '/user/hackerAuthentication', hacker.token, await hackerBody(t, hacker.token))).status).toBe(200);
    const history = await adminCall<{ data: (Summary & { state: string })[] }>(t, roles.staff, 'GET', '/certifications?state=decided&kind=hacker&size=100');
    const entry = history.body.ret.data.find((c) => c.userId === hacker.id)!;
    expect(entry).toMatchObject({ kind: 'hacker', state: 'approved' });
    const pending = await adminCall<{ data: Summary[] }>(t, roles.staff, 'GET', '/certifications?size=100');
    expect(pending.body.ret.data.some((c) => c.userId === hacker.id)).toBe(false);

    expect((await adminCall(t, roles.staff, 'POST', `/certifications/${entry.id}/revoke`, { reason: '' })).status).toBe(400);
    const revoked = await adminCall<{ state: string; userStatus: string }>(t, roles.staff, 'POST', `/certifications/${entry.id}/revoke`, { reason: '证件照片与本人不符' });
    expect(revoked.body.ret).toEqual({ id: entry.id, state: 'rejected', userStatus: 'unauthorized' });
    expect((await adminCall(t, roles.staff, 'POST', `/certifications/${entry.id}/revoke`, { reason: 'again' })).status).toBe(409);
    const [audit] = await auditRowsFor(t, 'certification', entry.id);
    expect(audit).toMatchObject({ action: 'certification.revoke', after: { state: 'rejected', rejectReason: '证件照片与本人不符', userStatus: 'unauthorized' } });

    await t.jobs.drain();
    expect((await lastMessage(t, hacker.phone!))?.text).toBe('【守线众测】您的实名认证已被平台撤销，请重新提交。原因：证件照片与本人不符。');
    expect((await post(t, '/user/hackerAuthentication', hacker.token, await hackerBody(t, hacker.token))).status).toBe(200);

    // A company's record is decided by review, not revoked here.
    const { entry: company } = await submitCompany();
    expect((await adminCall(t, roles.staff, 'POST', `/certifications/${company.id}/revoke`, { reason: 'x' })).status).toBe(409);
  });
});
