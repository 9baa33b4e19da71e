import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { encryptPassword, insertUser, signIn } from '../identity/identity-test-support';
import { grantAllPermissions } from './users/set-staff-permissions';
import { announcements, carouselItems, entranceTiles } from '../content/content.tables';
import { contactMessages, contactServices } from '../contact/contact.tables';
import { staffTotp } from '../../auth/totp/totp.tables';
import { auditLog } from '../audit/audit.tables';
import { companyBody, post, signedInUser } from '../certification/certification-test-support';
import { adminCall, signInRoles, type Roles } from './admin-test-support';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Case = { method: Method; path: string; body?: unknown | (() => unknown) };

const announcement = { type: 2, titleZh: '标题', titleEn: 'Title', contentZh: '<p>正文</p>', contentEn: '<p>Body</p>', popup: false, published: true };
const carousel = { imagePath: '/images/carousel/1.svg', link: '/game', sortOrder: 1, enabled: true };
const entrance = { nameZh: '入口', nameEn: 'Entry', url: '/game', logo: null, sortOrder: 1, enabled: true };
const service = { nameZh: '服务', nameEn: 'Service', sortOrder: 1, enabled: true };

/**
 * Every /admin route, as a role × action table: no token 401, a hacker's or a company's
 * 403, staff without two-step sign-in 403 (but for the enrolment), staff 200. The staff
 * column runs the calls in order against real rows, so each 200 is a real success (the
 * TOTP calls enrol first and turn two-step sign-in off last).
 */
describe('every /admin route is staff only', () => {
  let t: TestApp;
  let roles: Roles;
  let cases: Case[];
  let totpSecret = '';
  let newStaff = '';
  /** What a staff account answers before it has two-step sign-in. */
  const ENROLMENT = ['GET /me', 'GET /me/totp', 'POST /me/totp/setup', 'POST /me/totp/enable', 'POST /me/totp/disable'];

  beforeAll(async () => {
    t = await buildTestApp();
    roles = await signInRoles(t);
    // A staff account at its first sign-in: every permission, no second factor yet.
    const fresh = await insertUser(t.db, { email: 'first-sign-in@roles.test', role: 'staff', usertype: null });
    await grantAllPermissions(t.db, fresh.id);
    newStaff = await signIn(t, 'first-sign-in@roles.test', fresh.password);
    // Setup and disabling ask for the current password (fresh authentication); each ciphertext is used once.
    const [setupPassword, disablePassword] = [await encryptPassword(t, fresh.password), await encryptPassword(t, fresh.password)];
    const [a1, a2] = await t.db.insert(announcements).values([{ type: 2, titleZh: 'a1', titleEn: '' }, { type: 1, titleZh: 'a2', titleEn: '' }]).returning();
    const [c1, c2] = await t.db.insert(carouselItems).values([{ imagePath: '/x.png' }, { imagePath: '/y.png' }]).returning();
    const [e1, e2] = await t.db.insert(entranceTiles).values([{ nameZh: 'e1', nameEn: '', url: '/' }, { nameZh: 'e2', nameEn: '', url: '/' }]).returning();
    const [s1, s2] = await t.db.insert(contactServices).values([{ nameZh: 's1', nameEn: '' }, { nameZh: 's2', nameEn: '' }]).returning();
    const [m1] = await t.db.insert(contactMessages).values({ serviceIds: [s1!.id], companyName: 'ACME', phone: '13900000000' }).returning();
    const target = await insertUser(t.db);
    const colleague = await insertUser(t.db, { role: 'staff', usertype: null });
    await t.db.insert(staffTotp).values({ userId: colleague.id, secretCiphertext: 'v1:unused', enabledAt: new Date() });
    const [entry] = await t.db.insert(auditLog).values({ action: 'setting.update', targetType: 'setting', targetId: 'contact' }).returning();

    const pending: string[] = [];
    for (let i = 0; i < 2; i++) {
      const company = await signedInUser(t, 'company');
      await post(t, '/company/authentication/submit', company.token, await companyBody(t, company.token));
      const queue = await adminCall<{ data: { id: string; userId: number }[] }>(t, roles.staff, 'GET', '/certifications?size=100');
      pending.push(queue.body.ret.data.find((c) => c.userId === company.id)!.id);
    }

    const code = (offsetSteps: number) => TOTP.generate({ secret: Secret.fromBase32(totpSecret), timestamp: Date.now() + offsetSteps * 30_000 });
    cases = [
      { method: 'GET', path: '/me' },
      { method: 'GET', path: '/me/totp' },
      { method: 'POST', path: '/me/totp/setup', body: { password: setupPassword } },
      { method: 'POST', path: '/me/totp/enable', body: () => ({ totp: code(0) }) },
      { method: 'GET', path: '/certifications?kind=company' },
      { method: 'GET', path: `/certifications/${pending[0]}` },
      { method: 'POST', path: `/certifications/${pending[0]}/approve`, body: {} },
      { method: 'POST', path: `/certifications/${pending[1]}/reject`, body: { reason: 'unreadable' } },
      { method: 'GET', path: '/users?keyword=139&usertype=hacker&status=certification&page=1&size=5' },
      { method: 'GET', path: `/users/${target.publicId}` },
      { method: 'POST', path: `/users/${target.publicId}/disable`, body: { reason: 'spam' } },
      { method: 'POST', path: `/users/${target.publicId}/enable`, body: {} },
      { method: 'POST', path: `/users/${target.publicId}/end-sessions`, body: {} },
      { method: 'POST', path: `/users/${colleague.publicId}/reset-totp`, body: {} },
      { method: 'GET', path: '/announcements?type=2&published=true&keyword=a' },
      { method: 'POST', path: '/announcements/preview', body: { html: '<b>x</b>' } },
      { method: 'GET', path: `/announcements/${a1!.publicId}` },
      { method: 'POST', path: '/announcements', body: announcement },
      { method: 'PUT', path: `/announcements/${a1!.publicId}`, body: announcement },
      { method: 'DELETE', path: `/announcements/${a2!.publicId}` },
      { method: 'GET', path: '/carousel' },
      { method: 'GET', path: `/carousel/${c1!.publicId}` },
      { method: 'POST', path: '/carousel', body: carousel },
      { method: 'PUT', path: `/carousel/${c1!.publicId}`, body: carousel },
      { method: 'DELETE', path: `/carousel/${c2!.publicId}` },
      { method: 'GET', path: '/entrances' },
      { method: 'GET', path: `/entrances/${e1!.publicId}` },
      { method: 'POST', path: '/entrances', body: entrance },
      { method: 'PUT', path: `/entrances/${e1!.publicId}`, body: entrance },
      { method: 'DELETE', path: `/entrances/${e2!.publicId}` },
      { method: 'GET', path: '/contact-services' },
      { method: 'GET', path: `/contact-services/${s1!.publicId}` },
      { method: 'POST', path: '/contact-services', body: service },
      { method: 'PUT', path: `/contact-services/${s1!.publicId}`, body: service },
      { method: 'DELETE', path: `/contact-services/${s2!.publicId}` },
      { method: 'GET', path: '/settings/contact' },
      { method: 'PUT', path: '/settings/contact', body: { contactWxImg: '/images/qr/wechat.svg', contactPhone: '400-820-2026' } },
      { method: 'GET', path: '/contact-messages?handled=false' },
      { method: 'POST', path: `/contact-messages/${m1!.publicId}/handle`, body: {} },
      { method: 'GET', path: '/audit-log?targetType=user' },
      { method: 'GET', path: `/audit-log/${entry!.publicId}` },
      { method: 'POST', path: '/me/totp/disable', body: () => ({ totp: code(1), password: disablePassword }) },
    ];
  });
  afterAll(() => t.close());

  const bodyOf = (c: Case) => (typeof c.body === 'function' ? (c.body as () => unknown)() : c.body);

  it('answers 401 to a visitor, before looking at the payload', async () => {
    for (const c of cases) {
      const res = await adminCall(t, null, c.method, c.path, c.body === undefined ? undefined : {});
      expect([c.method, c.path, res.status, res.body.errcode]).toEqual([c.method, c.path, 401, 401]);
    }
  });

  it.each(['hacker', 'company'] as const)('answers 403 to a signed-in %s', async (role) => {
    for (const c of cases) {
      const res = await adminCall(t, roles[role], c.method, c.path, c.body === undefined ? undefined : {});
      expect([c.method, c.path, res.status, res.body.errcode]).toEqual([c.method, c.path, 403, 403]);
    }
  });

  it('answers only the enrolment to staff without two-step sign-in: every other call is 403 until it is set up', async () => {
    for (const c of cases) {
      const key = `${c.method} ${c.path.split('?')[0]}`;
      if (ENROLMENT.includes(key)) continue;
      const res = await adminCall(t, newStaff, c.method, c.path, c.body === undefined ? undefined : {});
      expect([key, res.status, res.body.errcode]).toEqual([key, 403, 40332]);
    }
    const me = await adminCall<{ totpEnabled: boolean }>(t, newStaff, 'GET', '/me');
    expect(me.body.ret.totpEnabled).toBe(false);
  });

  it('answers 200 to staff, for every route, once two-step sign-in is set up', async () => {
    for (const c of cases) {
      const res = await adminCall<{ secret?: string }>(t, newStaff, c.method, c.path, bodyOf(c));
      expect([c.method, c.path, res.status, res.body.errmsg]).toEqual([c.method, c.path, 200, expect.any(String)]);
      expect(res.body.errcode).toBe(0);
      if (c.path === '/me/totp/setup') totpSecret = res.body.ret.secret!;
    }
  });

  it('answers 401 to a revoked staff token', async () => {
    const res = await adminCall(t, 'A'.repeat(43), 'GET', '/me');
    expect(res.status).toBe(401);
  });
});
