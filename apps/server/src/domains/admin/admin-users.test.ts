import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { API, emailLogin, insertUser, signIn } from '../identity/identity-test-support';
import { users } from '../identity/identity.tables';
import { adminCall, auditRowsFor, signInRoles, type Roles } from './admin-test-support';

type Summary = { id: string; phone: string | null; email: string | null; status: string };

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
      expect(res.body.ret.data.map((u) => u.id), keyword).toEqual([found.publicId]);
      expect(res.body.ret.data[0]).toMatchObject({ phone: '139****5678', email: 'n***@haystack.test' });
    }
    // A literal % matches nothing rather than everything.
    expect((await adminCall<{ total: number }>(t, roles.staff, 'GET', '/users?keyword=%25')).body.ret.total).toBe(0);

    const filtered = await adminCall<{ data: Summary[] }>(t, roles.staff, 'GET', '/users?usertype=company&status=checkCertification');
    expect(filtered.body.ret.data.map((u) => u.id)).toEqual([found.publicId]);
    const staffOnly = await adminCall<{ data: { id: number; role: string }[] }>(t, roles.staff, 'GET', '/users?usertype=staff');
    expect(staffOnly.body.ret.data.every((u) => u.role === 'staff')).toBe(true);

    const detail = await adminCall<{ phone: string; email: string; liveSessions: number; disablement: null }>(t, roles.staff, 'GET', `/users/${found.publicId}`);
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

    const disabled = await adminCall<{ status: string; revokedSessions: number }>(t, roles.staff, 'POST', `/users/${victim.publicId}/disable`, { reason: 'Fake documents' });
    expect(disabled.status).toBe(200);
    expect(disabled.body.ret).toEqual({ id: victim.publicId, status: 'foriben', revokedSessions: 1 });
    // The very next call with the old token is refused.
    const after = await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: token } });
    expect(after.status).toBe(401);
    expect(after.body.errcode).toBe(401);
    // Signing in again is refused too.
    expect((await emailLogin(t, 'victim@users.test', victim.password)).body.errcode).toBe(40301);

    const detail = await adminCall<{ status: string; disablement: { reason: string; previousStatus: string; disabledBy: string } }>(t, roles.staff, 'GET', `/users/${victim.publicId}`);
    expect(detail.body.ret.status).toBe('foriben');
    expect(detail.body.ret.disablement).toMatchObject({ reason: 'Fake documents', previousStatus: 'checkCertification', disabledBy: roles.staffPublicId });

    expect((await adminCall(t, roles.staff, 'POST', `/users/${victim.publicId}/disable`, { reason: 'again' })).status).toBe(409);

    const enabled = await adminCall<{ status: string }>(t, roles.staff, 'POST', `/users/${victim.publicId}/enable`);
    expect(enabled.body.ret.status).toBe('checkCertification');
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, victim.id));
    expect(row!.status).toBe('checkCertification');
    // The old token stays dead; a new sign-in works.
    expect((await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: token } })).status).toBe(401);
    expect((await emailLogin(t, 'victim@users.test', victim.password)).status).toBe(200);
    expect((await adminCall(t, roles.staff, 'POST', `/users/${victim.publicId}/enable`)).status).toBe(409);

    const audit = await auditRowsFor(t, 'user', victim.publicId);
    expect(audit.map((r) => r.action)).toEqual(['user.disable', 'user.enable']);
    expect(audit[0]).toMatchObject({
      staffId: roles.staffId,
      before: { id: victim.publicId, status: 'checkCertification' },
      after: { status: 'foriben', reason: 'Fake documents', revokedSessions: 1 },
    });
    expect(audit[1]).toMatchObject({ before: { status: 'foriben', reason: 'Fake documents' }, after: { status: 'checkCertification' } });
    expect(audit[0]!.at).toBeInstanceOf(Date);
  });

  it('requires a reason, refuses staff disabling themselves, and answers 404 for an unknown user', async () => {
    const victim = await insertUser(t.db);
    const empty = await adminCall(t, roles.staff, 'POST', `/users/${victim.publicId}/disable`, { reason: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errmsg).toBe('请填写原因');

    const self = await t.call({ method: 'POST', url: `${API}/admin/users/${roles.staffPublicId}/disable`, payload: { reason: 'oops' }, headers: { authorization: roles.staff }, locale: 'en' });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ errcode: 40330, errmsg: 'You cannot disable your own account', ret: null });
    expect((await adminCall(t, roles.staff, 'GET', '/me')).status).toBe(200);

    const unknown = 'f'.repeat(32);
    expect((await adminCall(t, roles.staff, 'POST', `/users/${unknown}/disable`, { reason: 'x' })).status).toBe(404);
    expect((await adminCall(t, roles.staff, 'GET', `/users/${unknown}`)).status).toBe(404);
    expect(await auditRowsFor(t, 'user', victim.publicId)).toHaveLength(0);
  });

  it('names accounts by public ids only: serial ids are refused and appear in no answer (issue 12 item 3)', async () => {
    const victim = await insertUser(t.db, { nickname: 'Walked' });
    // Before this fix /admin/users/{serial} answered, so staff could walk every account.
    expect((await adminCall(t, roles.staff, 'GET', `/users/${victim.id}`)).status).toBe(404);
    expect((await adminCall(t, roles.staff, 'POST', `/users/${victim.id}/disable`, { reason: 'x' })).status).toBe(404);
    const list = await adminCall<{ data: Summary[] }>(t, roles.staff, 'GET', '/users?keyword=Walked');
    expect(list.body.ret.data.map((u) => u.id)).toEqual([victim.publicId]);
    expect(victim.publicId).toMatch(/^[0-9a-f]{32}$/);
    const me = await adminCall<{ id: string }>(t, roles.staff, 'GET', '/me');
    expect(me.body.ret.id).toBe(roles.staffPublicId);
  });

  it('ends every session of an account at once, audited, without disabling it (issue 12 item 15)', async () => {
    const victim = await insertUser(t.db, { email: 'lost-laptop@users.test' });
    const tokens = [await signIn(t, 'lost-laptop@users.test', victim.password), await signIn(t, 'lost-laptop@users.test', victim.password)];
    const ended = await adminCall<{ ended: number }>(t, roles.staff, 'POST', `/users/${victim.publicId}/end-sessions`, {});
    expect([ended.status, ended.body.ret, ended.body.errmsg]).toEqual([200, { ended: 2 }, '已结束所选账号的全部登录会话']);
    for (const token of tokens) expect((await t.call({ method: 'GET', url: `${API}/find/userstatus`, headers: { authorization: token } })).status).toBe(401);
    expect((await emailLogin(t, 'lost-laptop@users.test', victim.password)).status).toBe(200);
    const audit = await auditRowsFor(t, 'user', victim.publicId);
    expect(audit.map((r) => [r.action, r.after])).toEqual([['user.endSessions', { endedSessions: 2 }]]);
    // Not one's own (the account centre does that), and content staff may not.
    expect((await adminCall(t, roles.staff, 'POST', `/users/${roles.staffPublicId}/end-sessions`, {})).status).toBe(403);
  });
});
