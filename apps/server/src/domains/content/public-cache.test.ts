import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { buildStaff, signedIn, type SignedIn } from '../../../test/factories';
import { announcements, carouselItems } from './content.tables';

type Page = { total: number; data: { id: number; title: string }[] };
const LIST = '/web/v1/announcement/list?page=1&size=12';

async function titles(t: TestApp, locale: 'zh' | 'en' = 'zh'): Promise<string[]> {
  const { body } = await t.call<Page>({ method: 'GET', url: LIST, locale });
  return body.ret.data.map((a) => a.title);
}

describe(`public content is cached and a console change shows at once (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let other: TestApp;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    // A second server process on the same database, as behind a load balancer.
    other = await t.sibling();
    staff = await signedIn(t, await buildStaff(t));
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('answers the same list again without reading rows written past the console', async () => {
    await t.db.insert(announcements).values({ type: 2, titleZh: '第一条', titleEn: 'First' });
    await t.ctx.publicCache.changed();
    expect(await titles(t)).toEqual(['第一条']);
    // Written straight into the database: no console change, so the cached answer stands.
    await t.db.insert(announcements).values({ type: 2, titleZh: '绕过控制台', titleEn: 'Behind the console' });
    expect(await titles(t)).toEqual(['第一条']);
    expect(await titles(t, 'en')).toEqual(['Behind the console', 'First']);
  });

  it('shows an announcement staff publish on the next read, in this process and in the other', async () => {
    // Both processes hold the list in their caches.
    await titles(t);
    await titles(other);
    const created = await staff.call<{ id: number }>({
      method: 'POST',
      url: '/web/v1/admin/announcements',
      payload: { type: 2, titleZh: '新公告', titleEn: 'New notice', contentZh: '<p>正文</p>', contentEn: '<p>Body</p>', published: true },
    });
    expect(created.status).toBe(200);
    expect(await titles(t)).toEqual(['新公告', '绕过控制台', '第一条']);
    expect((await titles(other))[0]).toBe('新公告');
    expect((await titles(other, 'en'))[0]).toBe('New notice');

    // Unpublishing takes it off both at once too, detail included.
    const detail = `/web/v1/announcement/detail/${created.body.ret.id}`;
    expect((await other.call({ method: 'GET', url: detail })).status).toBe(200);
    const edited = await staff.call({
      method: 'PUT',
      url: `/web/v1/admin/announcements/${created.body.ret.id}`,
      payload: { type: 2, titleZh: '新公告', titleEn: 'New notice', contentZh: '<p>正文</p>', contentEn: '<p>Body</p>', published: false },
    });
    expect(edited.status).toBe(200);
    expect(await titles(other)).not.toContain('新公告');
    expect((await other.call({ method: 'GET', url: detail })).status).toBe(404);
  });

  it('shows carousel and contact changes made in the console on the other process', async () => {
    await t.db.insert(carouselItems).values({ imagePath: '/images/a.png', sortOrder: 10 });
    await t.ctx.publicCache.changed();
    const carousel = async () => (await other.call<{ fingurePath: string }[]>({ method: 'GET', url: '/web/v1/fingure/list' })).body.ret.map((c) => c.fingurePath);
    expect(await carousel()).toEqual(['/images/a.png']);
    const added = await staff.call({ method: 'POST', url: '/web/v1/admin/carousel', payload: { imagePath: '/images/b.png', link: null, sortOrder: 5, enabled: true } });
    expect(added.status).toBe(200);
    expect(await carousel()).toEqual(['/images/b.png', '/images/a.png']);

    const contact = async () => (await other.call<{ contactPhone: string }>({ method: 'GET', url: '/web/v1/contact/config/detail' })).body.ret.contactPhone;
    expect(await contact()).toBe('');
    const saved = await staff.call({ method: 'PUT', url: '/web/v1/admin/settings/contact', payload: { contactWxImg: '', contactPhone: '400-000-0000' } });
    expect(saved.status).toBe(200);
    expect(await contact()).toBe('400-000-0000');
  });

  it('does not empty the cache on a refused console call', async () => {
    await titles(t);
    const size = t.ctx.publicCache.size;
    expect(size).toBeGreaterThan(0);
    const refused = await staff.call({ method: 'POST', url: '/web/v1/admin/announcements', payload: { type: 9 } });
    expect(refused.status).toBe(400);
    expect(t.ctx.publicCache.size).toBe(size);
  });
});
