import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnnouncement } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { announcements } from './content.tables';

describe('announcements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const base = new Date('2026-01-01T00:00:00Z').getTime();
    await t.db.insert(announcements).values(
      Array.from({ length: 15 }, (_, i) => ({
        type: i % 2 === 0 ? 2 : 1,
        titleZh: `公告 ${i}`,
        titleEn: `Notice ${i}`,
        contentZh: `<p>内容 ${i}</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
        publishedAt: new Date(base + i * 86_400_000),
      })),
    );
  });
  afterAll(() => t.close());

  it('pages newest first with the total', async () => {
    const { status, body } = await t.call<{ total: number; data: { title: string }[] }>({ method: 'GET', url: '/web/v1/announcement/list?page=2&size=12', locale: 'en' });
    expect(status).toBe(200);
    expect(body.errcode).toBe(0);
    expect(body.ret.total).toBe(15);
    expect(body.ret.data.map((a) => a.title)).toEqual(['Notice 2', 'Notice 1', 'Notice 0']);
  });

  it('filters by type', async () => {
    const { body } = await t.call<{ total: number; data: { type: number }[] }>({ method: 'GET', url: '/web/v1/announcement/list?type=1' });
    expect(body.ret.total).toBe(7);
    expect(body.ret.data.every((a) => a.type === 1)).toBe(true);
  });

  it('refuses a bad page naming the field, in the caller language', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/web/v1/announcement/list?page=0', locale: 'en' });
    expect(status).toBe(400);
    expect(body.errmsg).toBe('Page must be a positive whole number');
    const zh = await t.call({ method: 'GET', url: '/web/v1/announcement/list?page=x' });
    expect(zh.body.errmsg).toBe('页码必须是正整数');
  });

  it('sanitises the detail html', async () => {
    const list = await t.call<{ data: { id: number }[] }>({ method: 'GET', url: '/web/v1/announcement/list' });
    const id = list.body.ret.data[0]!.id;
    const { body } = await t.call<{ content: string }>({ method: 'GET', url: `/web/v1/announcement/detail/${id}` });
    expect(body.ret.content).toContain('<p>内容 14</p>');
    expect(body.ret.content).not.toContain('script');
    expect(body.ret.content).not.toContain('onerror');
  });

  it('says which language an English reader gets when staff wrote no English', async () => {
    const [untranslated] = await t.db.insert(announcements).values({ type: 2, titleZh: '仅中文公告', titleEn: '', contentZh: '<p>中文正文</p>' }).returning();
    const [titleOnly] = await t.db.insert(announcements).values({ type: 2, titleZh: '标题', titleEn: 'Title only', contentZh: '<p>中文正文</p>' }).returning();
    const detail = (id: string, locale: 'zh' | 'en') =>
      t.call<{ title: string; language: string; contentLanguage: string }>({ method: 'GET', url: `/web/v1/announcement/detail/${id}`, locale });
    expect((await detail(untranslated!.publicId, 'en')).body.ret).toMatchObject({ title: '仅中文公告', language: 'zh', contentLanguage: 'zh' });
    expect((await detail(titleOnly!.publicId, 'en')).body.ret).toMatchObject({ title: 'Title only', language: 'en', contentLanguage: 'zh' });
    expect((await detail(untranslated!.publicId, 'zh')).body.ret).toMatchObject({ language: 'zh', contentLanguage: 'zh' });
    const list = await t.call<{ data: { id: string; language: string }[] }>({ method: 'GET', url: '/web/v1/announcement/list?page=1&size=12', locale: 'en' });
    expect(list.body.ret.data.find((a) => a.id === untranslated!.publicId)?.language).toBe('zh');
    expect(list.body.ret.data.find((a) => a.id === titleOnly!.publicId)?.language).toBe('en');
  });

  it('answers 404 in the envelope for a missing one', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/web/v1/announcement/detail/0123456789abcdef0123456789abcdef', locale: 'en' });
    expect(status).toBe(404);
    expect(body).toEqual({ errcode: 404, errmsg: 'The requested item does not exist', ret: null });
    // Something that cannot be an id at all is malformed (and never a 500).
    const malformed = await t.call({ method: 'GET', url: `/web/v1/announcement/detail/${'x'.repeat(65)}` });
    expect(malformed.status).toBe(400);
  });

  // Issue 12 item 3: announcements were reached by serial id, so every one could be walked and counted.
  it('names announcements by public id only: an old link by serial id is not found', async () => {
    const row = await buildAnnouncement(t, { titleZh: '公开编号', titleEn: 'Public id' });
    expect(row.publicId).toMatch(/^[0-9a-f]{32}$/);
    const list = await t.call<{ data: { id: string }[] }>({ method: 'GET', url: '/web/v1/announcement/list?page=1&size=48' });
    expect(list.body.ret.data.map((a) => a.id)).toContain(row.publicId);
    expect(list.body.ret.data.every((a) => /^[0-9a-f]{32}$/.test(a.id))).toBe(true);
    expect((await t.call({ method: 'GET', url: `/web/v1/announcement/detail/${row.publicId}` })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: `/web/v1/announcement/detail/${row.id}` })).status).toBe(404);
  });
});
