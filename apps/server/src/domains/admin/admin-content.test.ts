import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { API } from '../identity/identity-test-support';
import { announcements } from '../content/content.tables';
import { contactMessages, contactServices } from '../contact/contact.tables';
import { adminCall, auditRowsFor, signInRoles, type Roles } from './admin-test-support';

const UPLOADED = `/web/v1/public-files/${'a'.repeat(32)}.png`;
const HOSTILE = `<p onclick="x()">Hello <b>world</b></p><script>alert(1)</script><img src="${UPLOADED}" onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil"></iframe>`;

type Announcement = { id: string; contentZh: string; contentEn: string; published: boolean; publishedAt: string; titleZh: string };

describe('staff manage public content', () => {
  let t: TestApp;
  let roles: Roles;
  beforeAll(async () => {
    t = await buildTestApp();
    roles = await signInRoles(t);
  });
  afterAll(() => t.close());

  it('refuses an external image address in announcement text: images are uploads only (the CSP would block it)', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${API}/admin/announcements`,
      headers: { authorization: roles.staff },
      locale: 'en',
      payload: { type: 2, titleZh: '外链图片', contentZh: '<p>x</p><img src="https://cdn.example/x.png">', published: false },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Images in the text must be uploaded');
    // The sanitiser drops such an image wherever it still comes from (stored before this rule, the preview).
    const preview = await adminCall<{ html: string }>(t, roles.staff, 'POST', '/announcements/preview', { html: '<p>x</p><img src="https://cdn.example/x.png">' });
    expect(preview.body.ret.html).toBe('<p>x</p>');
  });

  it('stores announcement HTML sanitised: no <script>, no event handlers, no javascript: links', async () => {
    const created = await adminCall<Announcement>(t, roles.staff, 'POST', '/announcements', {
      type: 2, titleZh: ' 安全公告 ', titleEn: 'Notice', contentZh: HOSTILE, contentEn: HOSTILE, published: false,
    });
    expect(created.status).toBe(200);
    const [row] = await t.db.select().from(announcements).where(eq(announcements.publicId, created.body.ret.id));
    // The console and the public page name it by its public id; the serial id stays inside.
    expect(created.body.ret.id).toBe(row!.publicId);
    expect((await adminCall(t, roles.staff, 'GET', `/announcements/${row!.id}`)).status).toBe(404);
    for (const html of [row!.contentZh, row!.contentEn]) {
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
      expect(html).toContain('<p>Hello <b>world</b></p>');
      expect(html).toContain(`<img src="${UPLOADED}" />`);
    }
    expect(row!.titleZh).toBe('安全公告');
    expect(created.body.ret.contentZh).toBe(row!.contentZh);

    // The preview answers exactly what would be stored, and stores nothing.
    const preview = await adminCall<{ html: string }>(t, roles.staff, 'POST', '/announcements/preview', { html: HOSTILE });
    expect(preview.body.ret.html).toBe(row!.contentZh);

    // A draft is not public; publishing it dates it now and shows it.
    const publicDetail = `${API}/announcement/detail/${row!.publicId}`;
    expect((await t.call({ method: 'GET', url: publicDetail })).status).toBe(404);
    const updated = await adminCall<Announcement>(t, roles.staff, 'PUT', `/announcements/${row!.publicId}`, {
      type: 2, titleZh: '安全公告', titleEn: 'Notice', contentZh: '<p>v2</p><svg onload=alert(1)>', contentEn: '<p>v2 in English</p>', published: true, popup: true,
    });
    expect(updated.body.ret).toMatchObject({ contentZh: '<p>v2</p>', published: true, contentEn: '<p>v2 in English</p>' });
    expect(new Date(updated.body.ret.publishedAt).getTime()).toBeGreaterThan(new Date(created.body.ret.publishedAt).getTime() - 1);
    expect((await t.call({ method: 'GET', url: publicDetail })).status).toBe(200);

    // Line breaks survive: three lines of the editor are three paragraphs, stored and shown (issue 13 #2).
    const lines = await adminCall<Announcement>(t, roles.staff, 'PUT', `/announcements/${row!.publicId}`, {
      type: 2, titleZh: '安全公告', titleEn: 'Notice', contentZh: '<p>第一行</p><p>第二行</p><p>第三行</p>', contentEn: '<p>Line one</p>', published: true,
    });
    expect(lines.body.ret.contentZh).toBe('<p>第一行</p><p>第二行</p><p>第三行</p>');
    const shown = await t.call<{ content: string }>({ method: 'GET', url: publicDetail });
    expect(shown.body.ret.content).toBe('<p>第一行</p><p>第二行</p><p>第三行</p>');

    const deleted = await adminCall(t, roles.staff, 'DELETE', `/announcements/${row!.publicId}`);
    expect(deleted.body.errcode).toBe(0);
    expect((await adminCall(t, roles.staff, 'GET', `/announcements/${row!.publicId}`)).status).toBe(404);

    const audit = await auditRowsFor(t, 'announcement', row!.publicId);
    expect(audit.map((r) => r.action)).toEqual(['announcement.create', 'announcement.update', 'announcement.update', 'announcement.delete']);
    expect(audit[0]).toMatchObject({ staffId: roles.staffId, before: null, after: { titleZh: '安全公告', published: false } });
    expect(audit[1]).toMatchObject({ before: { published: false, contentEn: row!.contentEn }, after: { published: true, contentZh: '<p>v2</p>' } });
    expect(audit[3]).toMatchObject({ after: null });
    expect(JSON.stringify(audit)).not.toMatch(/<script|onerror/);
  });

  it('requires both languages, saying which one is missing', async () => {
    const noEnglish = await t.call({ method: 'POST', url: `${API}/admin/announcements`, payload: { type: 2, titleZh: '维护通知', titleEn: '', contentZh: '<p>今晚维护</p>' }, headers: { authorization: roles.staff }, locale: 'en' });
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.errmsg).toBe('English title: This field is required');
    const noEnglishBody = await t.call({ method: 'POST', url: `${API}/admin/announcements`, payload: { type: 2, titleZh: '维护通知', titleEn: 'Maintenance', contentZh: '<p>今晚维护</p>', contentEn: '<p> </p>' }, headers: { authorization: roles.staff }, locale: 'en' });
    expect(noEnglishBody.body.errmsg).toBe('English content: This field is required');
    const noChinese = await t.call({ method: 'POST', url: `${API}/admin/announcements`, payload: { type: 2, titleZh: '维护通知', titleEn: 'Maintenance', contentEn: '<p>Tonight</p>' }, headers: { authorization: roles.staff } });
    expect(noChinese.body.errmsg).toBe('中文正文：此项为必填项');
  });

  it('refuses a missing title and a bad type, naming the fields', async () => {
    const res = await t.call({ method: 'POST', url: `${API}/admin/announcements`, payload: { type: 3, titleZh: '' }, headers: { authorization: roles.staff }, locale: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errmsg).toContain('Chinese title: This field is required');
    expect(res.body.errmsg).toContain('Type');
  });

  it('lists announcements with drafts, by type and published state', async () => {
    await t.db.insert(announcements).values([
      { type: 1, titleZh: 'draft activity', titleEn: '', published: false },
      { type: 2, titleZh: 'live notice', titleEn: '', published: true },
    ]);
    const drafts = await adminCall<{ total: number; data: { titleZh: string }[] }>(t, roles.staff, 'GET', '/announcements?published=false&type=1');
    expect(drafts.body.ret.data.map((a) => a.titleZh)).toEqual(['draft activity']);
    const search = await adminCall<{ data: { titleZh: string }[] }>(t, roles.staff, 'GET', '/announcements?keyword=LIVE');
    expect(search.body.ret.data.map((a) => a.titleZh)).toEqual(['live notice']);
  });

  it('manages carousel items and entrance tiles, refusing links that could run script', async () => {
    const bad = await t.call({
      method: 'POST', url: `${API}/admin/carousel`, headers: { authorization: roles.staff }, locale: 'en',
      payload: { imagePath: 'javascript:alert(1)', link: '//evil.example/x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errmsg).toContain('Use a site image path');
    expect(bad.body.errmsg).toContain('Link: Use a site path');
    expect((await adminCall(t, roles.staff, 'POST', '/carousel', { imagePath: 'http://insecure.example/a.png' })).status).toBe(400);

    const item = await adminCall<{ id: string; link: string | null }>(t, roles.staff, 'POST', '/carousel', { imagePath: '/images/carousel/9.svg', link: '', sortOrder: 5 });
    expect(item.body.ret).toMatchObject({ link: null, enabled: true, sortOrder: 5 });
    const hidden = await adminCall(t, roles.staff, 'PUT', `/carousel/${item.body.ret.id}`, { imagePath: '/images/carousel/9.svg', link: 'https://example.com', enabled: false });
    expect(hidden.body.ret).toMatchObject({ link: 'https://example.com', enabled: false });
    const home = await t.call<{ id: string }[]>({ method: 'GET', url: `${API}/fingure/list` });
    expect(home.body.ret.map((c) => c.id)).not.toContain(item.body.ret.id);

    const tile = await adminCall<{ id: string }>(t, roles.staff, 'POST', '/entrances', { nameZh: '排行榜', nameEn: 'Leaderboard', url: '/hackerservice/leaderboard' });
    const tiles = await t.call<{ name: string }[]>({ method: 'GET', url: `${API}/platform/entrance/list`, locale: 'en' });
    expect(tiles.body.ret.map((x) => x.name)).toContain('Leaderboard');
    expect((await adminCall(t, roles.staff, 'DELETE', `/entrances/${tile.body.ret.id}`)).status).toBe(200);
    expect((await adminCall(t, roles.staff, 'DELETE', `/entrances/${tile.body.ret.id}`)).status).toBe(404);

    const carouselAudit = await auditRowsFor(t, 'carousel', item.body.ret.id);
    expect(carouselAudit.map((r) => [r.action, (r.before as { enabled?: boolean } | null)?.enabled ?? null, (r.after as { enabled: boolean }).enabled])).toEqual([
      ['carousel.create', null, true],
      ['carousel.update', true, false],
    ]);
    expect((await auditRowsFor(t, 'entrance', tile.body.ret.id)).map((r) => r.action)).toEqual(['entrance.create', 'entrance.delete']);
  });

  it('sets the contact details shown in the footer, with before and after in the audit log', async () => {
    const put = await adminCall(t, roles.staff, 'PUT', '/settings/contact', { contactWxImg: '/images/qr/new.png', contactPhone: '+86 400-000-0000' });
    expect(put.status).toBe(200);
    const footer = await t.call<{ contactPhone: string }>({ method: 'GET', url: `${API}/contact/config/detail` });
    expect(footer.body.ret).toEqual({ contactWxImg: '/images/qr/new.png', contactPhone: '+86 400-000-0000' });
    await adminCall(t, roles.staff, 'PUT', '/settings/contact', { contactWxImg: '', contactPhone: '' });
    const audit = await auditRowsFor(t, 'setting', 'contact');
    expect(audit.map((r) => [r.before, r.after])).toEqual([
      [{ contactWxImg: '', contactPhone: '' }, { contactWxImg: '/images/qr/new.png', contactPhone: '+86 400-000-0000' }],
      [{ contactWxImg: '/images/qr/new.png', contactPhone: '+86 400-000-0000' }, { contactWxImg: '', contactPhone: '' }],
    ]);
    expect((await adminCall(t, roles.staff, 'PUT', '/settings/contact', { contactWxImg: 'data:image/png;base64,xx', contactPhone: '<b>' })).status).toBe(400);
  });

  it('lists contact messages newest first, filters by handled, and handles each once', async () => {
    const [service] = await t.db.insert(contactServices).values({ nameZh: '渗透测试', nameEn: 'Penetration testing' }).returning();
    const base = Date.now() - 60_000;
    const rows = await t.db
      .insert(contactMessages)
      .values([0, 1, 2].map((i) => ({ serviceIds: [service!.id, 999_999], companyName: `Co ${i}`, phone: '13900000000', createdAt: new Date(base + i * 1000) })))
      .returning();
    const list = await adminCall<{ total: number; data: { companyName: string; services: { name: string }[] }[] }>(t, roles.staff, 'GET', '/contact-messages?handled=false');
    expect(list.body.ret.data.map((m) => m.companyName)).toEqual(['Co 2', 'Co 1', 'Co 0']);
    expect(list.body.ret.data[0]!.services).toEqual([{ id: service!.publicId, name: '渗透测试' }]);

    const handled = await adminCall<{ id: string; handled: boolean }>(t, roles.staff, 'POST', `/contact-messages/${rows[1]!.publicId}/handle`);
    expect(handled.body.ret.id).toBe(rows[1]!.publicId);
    expect(handled.body.ret.handled).toBe(true);
    expect((await adminCall(t, roles.staff, 'POST', `/contact-messages/${rows[1]!.publicId}/handle`)).status).toBe(409);
    expect((await adminCall(t, roles.staff, 'POST', `/contact-messages/${rows[0]!.id}/handle`)).status).toBe(404);
    expect((await adminCall(t, roles.staff, 'POST', '/contact-messages/2147483647/handle')).status).toBe(404);
    const open = await adminCall<{ total: number }>(t, roles.staff, 'GET', '/contact-messages?handled=false');
    const done = await adminCall<{ data: { companyName: string }[] }>(t, roles.staff, 'GET', '/contact-messages?handled=true');
    expect(open.body.ret.total).toBe(2);
    expect(done.body.ret.data.map((m) => m.companyName)).toEqual(['Co 1']);
    expect((await auditRowsFor(t, 'contactMessage', rows[1]!.publicId)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['contactMessage.handle', { handled: false }, { handled: true }],
    ]);
  });

  it('browses the audit log newest first, filtered by target, action, staff and time', async () => {
    type Entry = { id: string; action: string; targetType: string; staffNickname: string; clientIp: string; before: unknown; after: unknown };
    type Page = { total: number; data: Entry[] };
    const all = await adminCall<Page>(t, roles.staff, 'GET', '/audit-log?size=100');
    expect(all.body.ret.total).toBeGreaterThan(5);
    // Entries are named by public id: one opens by it, never by its serial number.
    const newest = all.body.ret.data[0]!;
    expect(newest.id).toMatch(/^[0-9a-f]{32}$/);
    expect((await adminCall<Entry>(t, roles.staff, 'GET', `/audit-log/${newest.id}`)).body.ret).toEqual(newest);
    expect((await adminCall(t, roles.staff, 'GET', '/audit-log/1')).status).toBe(404);
    expect(all.body.ret.data[0]!.staffNickname).toBe('Auditor');
    expect(all.body.ret.data[0]!.clientIp).not.toBe('');

    const settings = await adminCall<Page>(t, roles.staff, 'GET', '/audit-log?targetType=setting&targetId=contact');
    expect(settings.body.ret.data.map((r) => r.action)).toEqual(['setting.update', 'setting.update']);
    const byAction = await adminCall<Page>(t, roles.staff, 'GET', `/audit-log?action=announcement.delete&staffId=${roles.staffId}`);
    expect(byAction.body.ret.total).toBe(1);
    const future = await adminCall<Page>(t, roles.staff, 'GET', `/audit-log?from=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`);
    expect(future.body.ret.total).toBe(0);
    expect((await adminCall(t, roles.staff, 'GET', '/audit-log?targetType=nonsense')).status).toBe(400);
  });
});
