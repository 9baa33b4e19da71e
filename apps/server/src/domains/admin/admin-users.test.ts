import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { API, emailLogin, insertUser, signIn } from '../identity/identity-test-support';
import { users } from '../identity/identity.tables';
import { adminCall, auditRowsFor, signInRoles, type Roles } from './admin-test-support';

type Summary = { id: number; phone: string | null; email: string | null; status: string };

describe('staff manage users', () => {
  let t: TestApp;
  let roles: Roles;
  beforeAll(async () => {
    t = await buildTestApp();
    roles = await signInRoles(t);
  });
  afterAll(() => t.close());

  it('searches by part of a phone, email or nickname, masking contact details in the list only', async () => {
    const found = await insertUser(t.db, { phone: '13912345678', email: 'needle@haystack.test', nickname: 'Needle_Person', usertype: 'company', status: 'checkCertification' });
    for (const keyword of ['2345', 'NEEDLE@hay', 'needle_p']) {
      const res = await adminCall<{ total: number; data: Summary[] }>(t, roles.staff, 'GET', `/users?keyword=${encodeURIComponent(keyword)}`);
      expect(res.body.ret.data.map((u) => u.id), keyword).toEqual([found.id]);
      expect(res.body.ret.data[0]).toMatchObject({ phone: '139****5678', email: 'n***@haystack.test' });
    }
    // A literal % matches nothing rather than everything.
    expect((await adminCall<{ total: number }>(t, roles.staff, 'GET', '/users?keyword=%25')).body.ret.total).toBe(0);

    const filtered = await adminCall<{ data: Summary[] }>(t, roles.staff, 'GET', '/users?usertype=company&status=checkCertification');
    expect(filtered.body.ret.data.map((u) => u.id)).toEqual([found.id]);
    const staffOnly = await adminCall<{ data: { id: number; role: string }[] }>(t, roles.staff, 'GET', '/users?usertype=staff');
    expect(staffOnly.body.ret.data.every((u) => u.role === 'staff')).toBe(true);

    const detail = await adminCall<{ phone: string; email: string; liveSessions: number; disablement: null }>(t, roles.staff, 'GET', `/users/${found.id}`);
    expect(detail.body.ret).toMatchObject({ phone: '13912345678', email: 'needle@haystack.test', liveSessions: 0, disablement: null });
  });

  it('pages the list with the total', async () => {
    const page = await adminCall<{ total: number; data: Summary[] }>(t, roles.staff, 'GET', '/users?page=1&size=2');
    expect(page.body.ret.data).toHaveLength(2);
    expect(page.body.ret.total).toBeGreaterThanOrEqual(4);
    const bad = await t.call({ method: 'GET', url: `${API}/admin/users?size=1000&usertype=pirate`, headers: { authorization: roles.staff }, locale: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.errmsg).toContain('Page size');
  });

  it('disabling ends the live session at once; enabling restores the previous status, not "certification"', async () => {
    const victim = await insertUser(t.db, { email: 'victim@users.test', usertype: 'company', status: 'checkCertification' });
    const token = await signIn(t, 'victim@users.test', victim.password);
    expect((await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: token } })).status).toBe(200);

    const disabled = await adminCall<{ status: string; revokedSessions: number }>(t, roles.staff, 'POST', `/users/${victim.id}/disable`, { reason: 'Fake documents' });
    expect(disabled.status).toBe(200);
    expect(disabled.body.ret).toEqual({ id: victim.id, status: 'foriben', revokedSessions: 1 });
    // The very next call with the old token is refused.
    const after = await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: token } });
    expect(after.status).toBe(401);
    expect(after.body.errcode).toBe(401);
    // Signing in again is refused too.
    expect((await emailLogin(t, 'victim@users.test', victim.password)).body.errcode).toBe(40301);

    const detail = await adminCall<{ status: string; disablement: { reason: string; previousStatus: string; disabledBy: number } }>(t, roles.staff, 'GET', `/users/${victim.id}`);
    expect(detail.body.ret.status).toBe('foriben');
    expect(detail.body.ret.disablement).toMatchObject({ reason: 'Fake documents', previousStatus: 'checkCertification', disabledBy: roles.staffId });

    expect((await adminCall(t, roles.staff, 'POST', `/users/${victim.id}/disable`, { reason: 'again' })).status).toBe(409);

    const enabled = await adminCall<{ status: string }>(t, roles.staff, 'POST', `/users/${victim.id}/enable`);
    expect(enabled.body.ret.status).toBe('checkCertification');
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, victim.id));
    expect(row!.status).toBe('checkCertification');
    // The old token stays dead; a new sign-in works.
    expect((await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: token } })).status).toBe(401);
    expect((await emailLogin(t, 'victim@users.test', victim.password)).status).toBe(200);
    expect((await adminCall(t, roles.staff, 'POST', `/users/${victim.id}/enable`)).status).toBe(409);

    const audit = await auditRowsFor(t, 'user', victim.id);
    expect(audit.map((r) => r.action)).toEqual(['user.disable', 'user.enable']);
    expect(audit[0]).toMatchObject({
      staffId: roles.staffId,
      before: { status: 'checkCertification' },
      after: { status: 'foriben', reason: 'Fake documents', revokedSessions: 1 },
    });
    expect(audit[1]).toMatchObject({ before: { status: 'foriben', reason: 'Fake documents' }, after: { status: 'checkCertification' } });
    expect(audit[0]!.at).toBeInstanceOf(Date);
  });

  it('requires a reason, refuses staff disabling themselves, and answers 404 for an unknown user', async () => {
    const victim = await insertUser(t.db);
    const empty = await adminCall(t, roles.staff, 'POST', `/users/${victim.id}/disable`, { reason: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errmsg).toBe('请填写原因');

    const self = await t.call({ method: 'POST', url: `${API}/admin/users/${roles.staffId}/disable`, payload: { reason: 'oops' }, headers: { authorization: roles.staff }, locale: 'en' });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ errcode: 40330, errmsg: 'You cannot disable your own account', ret: null });
    expect((await adminCall(t, roles.staff, 'GET', '/me')).status).toBe(200);

    expect((await adminCall(t, roles.staff, 'POST', '/users/2147483647/disable', { reason: 'x' })).status).toBe(404);
    expect((await adminCall(t, roles.staff, 'GET', '/users/2147483647')).status).toBe(404);
    expect(await auditRowsFor(t, 'user', victim.id)).toHaveLength(0);
  });
});
