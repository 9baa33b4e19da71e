import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { buildAnnouncement, buildStaff, signedIn } from '../../test/factories';
import { carouselItems } from '../domains/content/content.tables';
import { DELIVERED_ANSWERS_ID, matchRoute, scriptSafeJson } from './page-html';

const template = '<!doctype html><html lang="zh-CN"><head><title>Wardline</title><script type="module" src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>';
const preloads = {
  routes: [
    { path: '/', js: ['assets/home-page-H1.js', 'assets/locales-L1.js'], css: ['assets/home-page-H1.css'] },
    { path: '/announcement', js: ['assets/announcement-list-page-A1.js'], css: [] },
    { path: '/announcement/detail/:id', js: ['assets/announcement-detail-page-D1.js'], css: [] },
    { path: '/register/createAccount', js: ['assets/create-account-page-C1.js'], css: [] },
  ],
};

function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-pages-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'index.html'), template);
  fs.writeFileSync(path.join(dir, '.vite/route-preloads.json'), JSON.stringify(preloads));
  return dir;
}

/** The data block of a page, parsed as the web app parses it. */
function deliveredIn(html: string): Record<string, Record<string, { errcode: number; ret: unknown }>> {
  const block = new RegExp(`<script type="application/json" id="${DELIVERED_ANSWERS_ID}">([^<]*)</script>`).exec(html);
  if (!block) throw new Error('no data block');
  return JSON.parse(block[1]!) as never;
}

describe('a route pattern', () => {
  it('matches paths segment by segment, decoding parameters', () => {
    expect(matchRoute('/announcement/detail/:id', '/announcement/detail/12')).toEqual({ id: '12' });
    expect(matchRoute('/announcement/detail/:id', '/announcement/detail/%E4%B8%AD')).toEqual({ id: '中' });
    expect(matchRoute('/announcement/detail/:id', '/announcement/detail')).toBeNull();
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/', '/index')).toBeNull();
  });
});

describe('JSON inside a data block', () => {
  it('cannot end the block or open markup, and parses back to the same value', () => {
    const hostile = { title: '</script><script>alert(1)</script><!-- & \u2028' };
    const text = scriptSafeJson(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe('the HTML of each page', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    t = await buildTestApp({ WEB_DIST_DIR: dist });
    await t.db.insert(carouselItems).values({ imagePath: '/images/carousel/9.svg', sortOrder: 1 });
    await buildAnnouncement(t, { titleZh: '</script><script>alert(1)</script>', titleEn: 'Hostile <!-- title' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    return res.body;
  };

  it('preloads the chunks of the route the path opens, and nothing for another route', async () => {
    const home = await page('/');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-H1.js">');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/locales-L1.js">');
    expect(home).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-page-H1.css">');
    // The first banner (sort order 1 of the one banner) is fetched first.
    expect(home).toContain('<link rel="preload" as="image" fetchpriority="high" href="/images/carousel/9.svg">');
    expect(home).not.toContain('create-account-page');
    const register = await page('/register/createAccount');
    expect(register).toContain('/assets/create-account-page-C1.js');
    expect(register).not.toContain(DELIVERED_ANSWERS_ID);
    expect(await page('/no/such/page')).toBe(template);
  });

  it('delivers the answers the page asks for first, in both languages, exactly as the API answers them', async () => {
    const delivered = deliveredIn(await page('/'));
    const api = async (url: string, locale: string) => (await t.app.inject({ method: 'GET', url: `/web/v1${url}`, headers: { acceptlanguage: locale } })).json();
    for (const locale of ['zh', 'en']) {
      expect(Object.keys(delivered[locale]!).sort()).toEqual(['/fingure/list', '/getAnnouncement', '/platform/entrance/list']);
      expect(delivered[locale]!['/fingure/list']).toEqual(await api('/fingure/list', locale));
    }
    const list = deliveredIn(await page('/announcement'));
    expect(list.zh!['/announcement/list?page=1&size=12']).toEqual(await api('/announcement/list?page=1&size=12', 'zh'));
  });

  it('keeps a hostile title inside the data block as text', async () => {
    const html = await page('/announcement');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    const titles = (deliveredIn(html).zh!['/announcement/list?page=1&size=12']!.ret as { data: { title: string }[] }).data.map((a) => a.title);
    expect(titles).toContain('</script><script>alert(1)</script>');
  });

  it('delivers one announcement on its own page, and nothing for an id the API refuses', async () => {
    const [first] = (deliveredIn(await page('/announcement')).zh!['/announcement/list?page=1&size=12']!.ret as { data: { id: number }[] }).data;
    const detail = deliveredIn(await page(`/announcement/detail/${first!.id}`));
    expect(detail.en![`/announcement/detail/${first!.id}`]).toMatchObject({ errcode: 0 });
    expect(deliveredIn(await page('/announcement/detail/abc'))).toEqual({ zh: {}, en: {} });
    // Made-up addresses are not kept: they cannot crowd real pages out of the cache.
    const size = t.ctx.publicCache.size;
    for (const id of [999_991, 999_992, 999_993]) expect(deliveredIn(await page(`/announcement/detail/${id}`))).toEqual({ zh: {}, en: {} });
    expect(t.ctx.publicCache.size).toBe(size);
  });

  it('shows a change staff make in the console on the next visit', async () => {
    const staff = await signedIn(t, await buildStaff(t));
    const before = deliveredIn(await page('/')).zh!['/fingure/list']!.ret as { fingurePath: string }[];
    const added = await staff.call({ method: 'POST', url: '/web/v1/admin/carousel', payload: { imagePath: '/images/carousel/1.svg', link: null, sortOrder: 0, enabled: true } });
    expect(added.status).toBe(200);
    const after = deliveredIn(await page('/')).zh!['/fingure/list']!.ret as { fingurePath: string }[];
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.fingurePath).toBe('/images/carousel/1.svg');
  });
});
