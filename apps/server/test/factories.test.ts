import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { buildAnnouncement, buildCompany, buildHacker, buildStaff, buildSupplier, buildUndecided, signedIn } from './factories';
import { signIn } from '../src/domains/identity/identity-test-support';

describe('test-data factories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('build a user of each kind that the API sees as that kind', async () => {
    const cases = [
      [await buildHacker(t), { usertype: 'hacker', status: 'certification' }],
      [await buildCompany(t), { usertype: 'company', status: 'certification' }],
      [await buildSupplier(t, { status: 'checkCertification' }), { usertype: 'supplier', status: 'checkCertification' }],
      [await buildUndecided(t), { usertype: null, status: 'unIdentityConfirm' }],
    ] as const;
    for (const [user, expected] of cases) {
      const { call } = await signedIn(t, user);
      const res = await call({ method: 'GET', url: '/web/v1/find/userstatus' });
      expect(res.status).toBe(200);
      expect(res.body.ret).toMatchObject(expected);
    }
  });

  it('make staff who pass the console guard, and others who do not', async () => {
    const staff = await signedIn(t, await buildStaff(t));
    const hacker = await signedIn(t, await buildHacker(t));
    expect((await staff.call({ method: 'GET', url: '/web/v1/admin/me' })).status).toBe(200);
    expect((await hacker.call({ method: 'GET', url: '/web/v1/admin/me' })).status).toBe(403);
  });

  it('store passwords that sign in through the real API, at the cheap test cost', async () => {
    const user = await buildHacker(t);
    expect(await signIn(t, user.email!, user.password)).toMatch(/\S{20,}/);
  });

  it('build a published announcement that the public list shows', async () => {
    const row = await buildAnnouncement(t, { titleEn: 'Factory-made' });
    const res = await t.call<{ data: { id: string; title: string }[] }>({ method: 'GET', url: '/web/v1/announcement/list', locale: 'en' });
    expect(res.body.ret.data).toContainEqual(expect.objectContaining({ id: row.publicId, title: 'Factory-made' }));
  });
});
