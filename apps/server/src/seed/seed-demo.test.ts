import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/helper';
import type { Database } from '../db/client';
import { announcements, carouselItems, entranceTiles } from '../domains/content/content.tables';
import { contactServices, siteSettings } from '../domains/contact/contact.tables';
import { messages } from '../domains/notifications/notifications.tables';
import { users } from '../domains/identity/identity.tables';
import { SEED_MARKER_KEY, seedDemoData } from './seed-demo';

/** The seed names images by URL; they must be files the web app ships, or the home page shows broken images. */
const WEB_PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');

async function counts(db: Database) {
  const n = async (table: typeof announcements | typeof carouselItems | typeof entranceTiles | typeof contactServices | typeof siteSettings) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return { announcements: await n(announcements), carousel: await n(carouselItems), entrances: await n(entranceTiles), services: await n(contactServices), settings: await n(siteSettings) };
}

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('fills an empty database once, even when two starts race, and changes nothing later', async () => {
    // On PostgreSQL these are two connections: without the advisory lock both see empty tables.
    const [a, b] = await Promise.all([seedDemoData(t.db), seedDemoData(t.db)]);
    const first = a.announcements > 0 ? a : b;
    expect([a, b]).toContainEqual({ announcements: 0, home: 0, contact: 0, messages: 0, certifications: 0, projects: 0, bugs: 0, achievements: 0 });
    expect(first.achievements).toBe(8);
    expect(first.announcements).toBeGreaterThanOrEqual(16);
    // The four demo accounts find the newest announcements in their message centre; company and supplier their approval too.
    expect(first.messages).toBe(4 * 3 + 2);
    // Their links name announcements by public id, as every link does.
    const links = (await t.db.select({ url: messages.url }).from(messages)).map((m) => m.url).filter((url) => url?.startsWith('/announcement/'));
    expect(links).toHaveLength(12);
    expect(links.every((url) => /^\/announcement\/detail\/[0-9a-f]{32}$/.test(url!))).toBe(true);
    const after = await counts(t.db);
    expect(after).toEqual({ announcements: first.announcements, carousel: 4, entrances: 6, services: 5, settings: 1 });

    expect(await seedDemoData(t.db)).toEqual({ announcements: 0, home: 0, contact: 0, messages: 0, certifications: 0, projects: 0, bugs: 0, achievements: 0 });
    expect(await counts(t.db)).toEqual(after);
  });

  it('gives both announcement types on distinct dates, and exactly one popup', async () => {
    const rows = await t.db.select().from(announcements);
    expect(rows.filter((r) => r.type === 2).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => r.type === 1).length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((r) => r.publishedAt.toISOString().slice(0, 10))).size).toBe(rows.length);
    expect(rows.filter((r) => r.popup)).toHaveLength(1);
    for (const row of rows) {
      for (const html of [row.contentZh, row.contentEn]) {
        expect(html).toMatch(/<p>.+<\/p>/);
        expect(html).toMatch(/<(ul|ol)><li>/);
        expect(html).toMatch(/<a href="\/[^"]*" rel="noopener noreferrer nofollow" target="_blank">/);
      }
      expect(row.titleEn).not.toBe('');
      expect(row.introduceEn).not.toBe('');
    }
  });

  it('is served by the public API in both languages', async () => {
    const zh = await t.call<{ total: number; data: { title: string }[] }>({ method: 'GET', url: '/web/v1/announcement/list' });
    expect(zh.body.ret.total).toBeGreaterThanOrEqual(15);
    expect(zh.body.ret.data[0]!.title).toMatch(/[\u4e00-\u9fff]/);
    const popup = await t.call<{ title: string; content: string }>({ method: 'GET', url: '/web/v1/getAnnouncement', locale: 'en' });
    expect(popup.body.ret.title).toBe('The new hole-level standard takes effect');
    expect(popup.body.ret.content).toContain('<a href="/about/hole-level"');

    const tiles = await t.call<{ name: string; url: string; logo: string }[]>({ method: 'GET', url: '/web/v1/platform/entrance/list', locale: 'en' });
    expect(tiles.body.ret.map((x) => x.url)).toContain('/hackerservice/projectPage');
    expect(tiles.body.ret.every((x) => /^\/images\/entrance\/[a-z-]+\.svg$/.test(x.logo) && /^[A-Z]/.test(x.name))).toBe(true);
    const carousel = await t.call<{ fingurePath: string }[]>({ method: 'GET', url: '/web/v1/fingure/list' });
    expect(carousel.body.ret.map((c) => c.fingurePath)).toEqual([1, 2, 3, 4].map((i) => `/images/carousel/${i}.svg`));
    const services = await t.call<{ name: string }[]>({ method: 'GET', url: '/web/v1/contact/services', locale: 'en' });
    expect(services.body.ret.map((s) => s.name)).toContain('Penetration testing');
    const detail = await t.call<{ contactWxImg: string }>({ method: 'GET', url: '/web/v1/contact/config/detail' });
    expect(detail.body.ret).toEqual({ contactWxImg: '/images/qr/wechat.svg', contactPhone: '400-820-2026' });

    const images = [...carousel.body.ret.map((c) => c.fingurePath), ...tiles.body.ret.map((x) => x.logo), detail.body.ret.contactWxImg];
    expect(images.filter((image) => !fs.existsSync(path.join(WEB_PUBLIC, image)))).toEqual([]);
  });

  it('never overwrites contact details staff have changed', async () => {
    await t.db.update(siteSettings).set({ value: { contactWxImg: '/uploads/qr.png', contactPhone: '010-1234-5678' } }).where(eq(siteSettings.key, 'contact'));
    await seedDemoData(t.db);
    await t.ctx.publicCache.changed();
    const detail = await t.call({ method: 'GET', url: '/web/v1/contact/config/detail' });
    expect(detail.body.ret).toEqual({ contactWxImg: '/uploads/qr.png', contactPhone: '010-1234-5678' });
  });
});

describe('demo seed of a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const demoHacker = async () => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'hacker@demo.local'))).length;

  it('records its fingerprint, skips a database that holds it, and runs again for another build', async () => {
    await seedDemoData(t.db, { fingerprint: 'build-1' });
    expect(await demoHacker()).toBe(1);
    const [marker] = await t.db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SEED_MARKER_KEY));
    expect(marker?.value).toEqual({ fingerprint: 'build-1:development:no files' });

    // The same build finds its fingerprint and checks nothing: a demo account removed by hand stays away.
    await t.db.delete(users).where(eq(users.email, 'hacker@demo.local'));
    expect(await seedDemoData(t.db, { fingerprint: 'build-1' })).toEqual({ announcements: 0, home: 0, contact: 0, messages: 0, certifications: 0, projects: 0, bugs: 0, achievements: 0 });
    expect(await demoHacker()).toBe(0);

    // Another build (or a start from the sources, without a fingerprint) checks every kind again.
    await seedDemoData(t.db, { fingerprint: 'build-2' });
    expect(await demoHacker()).toBe(1);
    const [next] = await t.db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, SEED_MARKER_KEY));
    expect(next?.value).toEqual({ fingerprint: 'build-2:development:no files' });
  });
});
