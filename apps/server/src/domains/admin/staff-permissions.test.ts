import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { buildStaff, buildUser, signedIn } from '../../../test/factories';
import { adminCall, auditRowsFor } from './admin-test-support';

describe('staff permissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('refuses each console section to staff without its permission, naming it in the caller’s language', async () => {
    const reviewer = await signedIn(t, await buildStaff(t, { permissions: ['certificationReview'] }));
    expect((await adminCall(t, reviewer.token, 'GET', '/certifications')).status).toBe(200);
    const sections: [string, string][] = [
      ['/announcements', 'Content'],
      ['/carousel', 'Content'],
      ['/contact-messages', 'Content'],
      ['/audit-log', 'Staff administration'],
      ['/users', 'User administration'],
    ];
    for (const [path, name] of sections) {
      const res = await t.call({ method: 'GET', url: `/web/v1/admin${path}`, headers: { authorization: reviewer.token }, locale: 'en' });
      expect([path, res.status, res.body.errcode, res.body.errmsg]).toEqual([path, 403, 40331, `You do not have permission to do this (it needs “${name}”)`]);
    }
    const me = await adminCall<{ permissions: string[] }>(t, reviewer.token, 'GET', '/me');
    expect(me.body.ret.permissions).toEqual(['certificationReview']);
  });

  it('are set by a staff administrator for a colleague, audited, never for oneself or a non-staff account', async () => {
    const admin = await signedIn(t, await buildStaff(t));
    const colleague = await signedIn(t, await buildStaff(t, { permissions: [] }));
    const hacker = await buildUser(t);

    expect((await adminCall(t, colleague.token, 'GET', '/announcements')).status).toBe(403);
    const set = await adminCall<{ permissions: string[] }>(t, admin.token, 'PUT', `/users/${colleague.publicId}/permissions`, { permissions: ['content', 'certificationReview'] });
    expect(set.status).toBe(200);
    expect(set.body.ret).toEqual({ id: colleague.publicId, permissions: ['certificationReview', 'content'] });
    expect((await adminCall(t, colleague.token, 'GET', '/announcements')).status).toBe(200);
    const detail = await adminCall<{ permissions: string[] }>(t, admin.token, 'GET', `/users/${colleague.publicId}`);
    expect(detail.body.ret.permissions).toEqual(['certificationReview', 'content']);
    const [audit] = await auditRowsFor(t, 'user', colleague.publicId);
    expect(audit).toMatchObject({ action: 'user.setPermissions', before: { permissions: [] }, after: { permissions: ['certificationReview', 'content'] } });

    // The colleague cannot grant themselves more, nor anyone anything, without staff administration.
    expect((await adminCall(t, colleague.token, 'PUT', `/users/${colleague.publicId}/permissions`, { permissions: ['staffAdministration'] })).body.errcode).toBe(40331);
    expect((await adminCall(t, admin.token, 'PUT', `/users/${admin.publicId}/permissions`, { permissions: [] })).body.errcode).toBe(40333);
    expect((await adminCall(t, admin.token, 'PUT', `/users/${hacker.publicId}/permissions`, { permissions: ['content'] })).status).toBe(409);
    expect((await adminCall(t, admin.token, 'PUT', `/users/${colleague.publicId}/permissions`, { permissions: ['root'] })).status).toBe(400);
  });

  it('disabling a staff account needs staff administration besides user administration', async () => {
    const userAdmin = await signedIn(t, await buildStaff(t, { permissions: ['userAdministration'] }));
    const colleague = await buildStaff(t);
    const hacker = await buildUser(t);
    const refused = await adminCall(t, userAdmin.token, 'POST', `/users/${colleague.publicId}/disable`, { reason: 'left' });
    expect([refused.status, refused.body.errcode]).toEqual([403, 40331]);
    expect((await adminCall(t, userAdmin.token, 'POST', `/users/${hacker.publicId}/disable`, { reason: 'spam' })).status).toBe(200);
    const admin = await signedIn(t, await buildStaff(t));
    expect((await adminCall(t, admin.token, 'POST', `/users/${colleague.publicId}/disable`, { reason: 'left' })).status).toBe(200);
  });
});
