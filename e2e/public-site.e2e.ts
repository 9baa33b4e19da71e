import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, expectEveryRouteAudited } from './support/axe';
import { launchBrowser, newVisitor } from './support/browser';
import { outbox, startServer, type RunningServer } from './support/server';
import { solveCaptcha } from './support/identity';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The home page shows the newest popup announcement once; a journey that is not about it closes it. */
async function dismissPopup(page: Page) {
  const dismiss = page.getByTestId('announcement-popup-dismiss');
  await dismiss.waitFor({ timeout: 10_000 });
  await dismiss.click();
  await dismiss.waitFor({ state: 'detached' });
}

describe('a visitor on the public site', () => {
  it('sees the home page in Chinese from a zh-CN browser and switches to English', async () => {
    const { page, errors, context } = await newVisitor(browser, server.baseUrl, 'zh-CN');
    await page.goto('/');
    await dismissPopup(page);
    await expect.poll(() => page.getByTestId('home-carousel').getAttribute('data-state')).toBe('ready');
    expect(Number(await page.getByTestId('home-carousel').getAttribute('data-count'))).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByTestId('entrance-tile').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByTestId('home-claims').innerText()).toContain('100000+');
    expect(await page.getByTestId('home-claims').innerText()).toContain('17000');
    await expect.poll(() => page.getByTestId('top-nav').innerText()).toContain('企业服务');
    const zhTile = await page.getByTestId('entrance-tile').first().innerText();
    // Customer wordmarks are drawn in the page's language.
    const logos = () => page.getByTestId('home-customers').locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')!));
    expect((await logos()).every((src) => src.endsWith('.zh.svg'))).toBe(true);
    await expectAccessible(page);

    await page.getByTestId('top-nav').getByText('EN', { exact: true }).click();
    await expect.poll(() => page.getByTestId('top-nav').innerText()).toContain('For companies');
    expect((await logos()).some((src) => src.endsWith('.zh.svg'))).toBe(false);
    // The tiles come from the server in the caller's language: they are fetched again.
    await expect.poll(() => page.getByTestId('entrance-tile').first().innerText()).not.toBe(zhTile);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await expect.poll(() => page.getByTestId('top-nav').innerText()).toContain('For companies');
    await expectAccessible(page, '/ in English');
    expectEveryRouteAudited(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sees English by default from an en-US browser, with no untranslated key', async () => {
    const { page, errors, context } = await newVisitor(browser, server.baseUrl, 'en-US');
    await page.goto('/');
    await dismissPopup(page);
    await expect.poll(() => page.getByTestId('home-carousel').getAttribute('data-state')).toBe('ready');
    const text = await page.locator('body').innerText();
    expect(text).toContain('For companies');
    // The language switches (top bar, footer) name Chinese in Chinese; nothing else on the page may be Chinese.
    expect(text.replaceAll('中文', '')).not.toMatch(/[\u4e00-\u9fff]{2,}/);
    // A raw i18n key looks like "nav.login" or "footer.qrWechat" on screen.
    expect(text).not.toMatch(/\b(nav|footer|common|home)\.[a-zA-Z]+\b/);
    // English punctuation in the footer, and each page named once in its links.
    const footer = await page.locator('footer').innerText();
    expect(footer).not.toContain('：');
    expect(footer).toContain('Sales phone: 400-820-2026');
    expect(await page.locator('footer nav a', { hasText: 'Hacker guide' }).count()).toBe(1);
    // One name for one thing: the event page, the hacker menu, the rating standard.
    expect(text).not.toMatch(/Event guarantee|White-hat services|Major event security/);
    expect(await page.locator('footer nav').innerText()).toContain('Vulnerability rating standard');
    await expectAccessible(page);
    expectEveryRouteAudited(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never links from the home page to a page that does not exist', async () => {
    const { page, errors, context } = await newVisitor(browser, server.baseUrl, 'zh-CN');
    await page.goto('/');
    await dismissPopup(page);
    await expect.poll(() => page.getByTestId('home-carousel').getAttribute('data-state')).toBe('ready');
    await expect.poll(() => page.getByTestId('entrance-tile').count()).toBeGreaterThanOrEqual(4);
    // Every service tab's cards, not only the first tab's.
    for (const tab of await page.getByTestId('service-tabs').getByRole('tab').all()) await tab.click();
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const paths = [...new Set(hrefs)];
    expect(paths.length).toBeGreaterThan(10);
    // Built since: the project hall (issue 8) and the leaderboard (issue 11) are among the pages each link must open.
    expect(paths.filter((p) => /projectPage|leaderboard/.test(p)).length).toBeGreaterThan(0);
    // Pages that need a session (the team hall) send a visitor home with the sign-in dialog asked for.
    const gated: string[] = [];
    for (const path of paths) {
      // Pages are lazy chunks: wait until the route's chunk and data have arrived.
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await page.locator('body').innerText(), `${path} is not a page`).not.toContain('页面不存在');
      const landed = new URL(page.url());
      if (landed.pathname !== new URL(path, server.baseUrl).pathname) {
        expect(landed.searchParams.get('type'), `${path} leads elsewhere only to sign in`).toBe('login');
        gated.push(new URL(path, server.baseUrl).pathname);
      }
      await expectAccessible(page);
    }
    expectEveryRouteAudited(page, gated);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a phone switch the language from the footer', async () => {
    const { page, errors, context } = await newVisitor(browser, server.baseUrl, 'zh-CN', { width: 390, height: 844 });
    await page.goto('/announcement');
    await expect.poll(() => page.getByTestId('announcement-list').getAttribute('data-loaded')).toBe('true');
    // The top bar has no room for the switch on a phone.
    expect(await page.getByTestId('top-nav').getByText('EN', { exact: true }).isVisible()).toBe(false);
    const switcher = page.getByTestId('footer-language');
    await switcher.scrollIntoViewIfNeeded();
    expect(await switcher.isVisible()).toBe(true);
    await switcher.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.locator('footer').innerText()).toContain('Quick links');
    expect(await switcher.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    // The tab names the page, in the language just chosen.
    await expect.poll(() => page.title()).toBe('Announcements - Wardline');
    await expectAccessible(page, '/announcement on a phone');
    for (const path of ['/', '/about/hole-level', '/hackerservice/hacker-rights', '/about/privacy-protocol', '/register/createAccount']) {
      await page.goto(path);
      await expectAccessible(page, `${path} on a phone`);
    }
    // The narrowest phone still in use, in English (the longer words): nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/', '/announcement', '/about/hole-level', '/register/createAccount']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at 320 px`).toBe(320);
    }
    expectEveryRouteAudited(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gets the web app pre-compressed, hashed files cached for a year and the page revalidated', async () => {
    const page = await fetch(`${server.baseUrl}/announcement`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(await page.text())![1]!;
    const asset = await fetch(`${server.baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it('pages through announcements, filters by type, and opens one by click and by deep link', async () => {
    const { page, errors, context } = await newVisitor(browser, server.baseUrl, 'zh-CN');
    await page.goto('/announcement');
    const list = page.getByTestId('announcement-list');
    await expect.poll(() => list.getAttribute('data-loaded')).toBe('true');
    const total = Number(await list.getAttribute('data-total'));
    expect(total).toBeGreaterThanOrEqual(15);
    expect(await page.getByTestId('announcement-card').count()).toBe(12);
    await expectAccessible(page);

    await page.getByTestId('announcement-pages').getByRole('button', { name: '第 2 页' }).click();
    await expect.poll(() => list.getAttribute('data-page')).toBe('2');
    await expect.poll(() => page.getByTestId('announcement-card').count()).toBe(Math.min(12, total - 12));
    expect(page.url()).toContain('page=2');

    await page.getByRole('tab', { name: '活动' }).click();
    await expect.poll(() => list.getAttribute('data-type')).toBe('1');
    await expect.poll(() => list.getAttribute('data-loaded')).toBe('true');
    const types = await page.getByTestId('announcement-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-type')));
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['1']));

    const first = page.getByTestId('announcement-card').first();
    const id = await first.getAttribute('data-announcement-id');
    const title = (await first.locator('h3, h2, .ant-card-meta-title').first().innerText()).trim();
    await first.click();
    await expect.poll(() => page.getByTestId('announcement-detail').getAttribute('data-announcement-id')).toBe(id);
    expect((await page.locator('h1').innerText()).trim()).toBe(title);
    expect((await page.getByTestId('rich-text').innerText()).length).toBeGreaterThan(20);
    await expectAccessible(page);

    await page.goBack();
    await expect.poll(() => list.getAttribute('data-type')).toBe('1');

    await page.goto(`/announcement/detail/${id}`);
    await expect.poll(() => page.locator('h1').innerText()).toBe(title);
    expectEveryRouteAudited(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('watches the event timeline rotate, pause on hover and select on click', async () => {
    const { page, errors, context } = await newVisitor(browser, server.baseUrl, 'en-US');
    await page.goto('/game');
    const ring = page.getByTestId('game-ring');
    await ring.waitFor();
    expect(await page.getByTestId('game-point').count()).toBe(6);
    await expectAccessible(page);
    const start = await ring.getAttribute('data-active-year');
    await expect.poll(() => ring.getAttribute('data-active-year'), { timeout: 6_000 }).not.toBe(start);
    const rotation = Number(await ring.getAttribute('data-rotation'));
    expect(Math.abs(rotation) % 60).toBe(0);

    await ring.hover();
    const paused = await ring.getAttribute('data-active-year');
    await page.waitForTimeout(3_000);
    expect(await ring.getAttribute('data-active-year')).toBe(paused);

    await page.locator('[data-testid="game-point"][data-year="2015"]').click();
    await expect.poll(() => ring.getAttribute('data-active-year')).toBe('2015');
    await expect.poll(() => page.getByTestId('game-detail').getAttribute('data-year')).toBe('2015');
    expect(await page.getByTestId('game-stage').getAttribute('data-layout')).toBe('wide');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.getByTestId('game-stage').getAttribute('data-layout')).toBe('compact');
    expectEveryRouteAudited(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the contact form with the code from the outbox', async () => {
    const { page, errors, context } = await newVisitor(browser, server.baseUrl, 'zh-CN');
    await page.goto('/companyservice/bugbounty');
    const form = page.getByTestId('contact-form');
    await form.scrollIntoViewIfNeeded();
    expect(await form.getAttribute('data-source')).toBe('1');

    await page.getByTestId('contact-submit').click();
    await expect.poll(() => form.innerText()).toContain('请选择所需服务');
    expect(await form.innerText()).toContain('请输入单位名称');
    // With every error showing, the form is still fully labelled.
    await expectAccessible(page, '/companyservice/bugbounty with errors');

    const phone = '13912345678';
    await form.getByRole('checkbox').first().check();
    await form.getByLabel('单位名称').fill('示例科技有限公司');
    await form.getByLabel('手机号').fill(phone);
    await form.getByLabel('图形验证码', { exact: true }).fill(await solveCaptcha(page, server.baseUrl, form));
    await page.getByTestId('contact-send-code').click();
    await expect.poll(() => page.getByTestId('contact-send-code').isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('contact-send-code').innerText()).toMatch(/\d+/);

    const messages = await outbox(server.baseUrl, phone);
    expect(messages[0]?.channel).toBe('sms');
    const code = messages[0]!.code!;
    expect(code).toMatch(/^\d{6}$/);
    await form.getByLabel('验证码', { exact: true }).fill(code);
    await form.getByLabel('需求描述').fill('希望了解众测服务的报价与流程。');
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => page.getByTestId('contact-success').innerText()).toContain('提交成功');
    // The form is reset for the next message.
    expect(await form.getByLabel('单位名称').inputValue()).toBe('');
    expectEveryRouteAudited(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gets the first data of the home page and the announcement list with the page, in its language, under the content security policy', async () => {
    for (const [locale, path, calls] of [
      ['zh-CN', '/', ['/web/v1/fingure/list', '/web/v1/platform/entrance/list']],
      ['en-US', '/announcement', ['/web/v1/announcement/list']],
    ] as const) {
      const { page, errors, context } = await newVisitor(browser, server.baseUrl, locale);
      const asked: string[] = [];
      const consoleErrors: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
      await page.goto(path);
      if (path === '/') await expect.poll(() => page.getByTestId('home-carousel').getAttribute('data-state')).toBe('ready');
      else await expect.poll(() => page.getByTestId('announcement-list').getAttribute('data-loaded')).toBe('true');
      expect(asked.filter((p) => (calls as readonly string[]).includes(p))).toEqual([]);
      if (path === '/announcement') expect(await page.getByTestId('announcement-card').first().innerText()).toMatch(/[A-Za-z]/);
      expect(consoleErrors).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('opens deep links, guards session-only routes and shows a not-found page', async () => {
    const { page, context } = await newVisitor(browser, server.baseUrl, 'en-US');
    await page.goto('/about/user-protocol');
    await expect.poll(() => page.locator('h1').first().innerText()).toMatch(/agreement/i);
    await expectAccessible(page);

    await page.goto('/userCenter/myBug');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expectAccessible(page, '/ after a session-only route');

    await page.goto('/no/such/page');
    await expect.poll(() => page.locator('body').innerText()).toContain('Page not found');
    expect(await page.title()).toBe('Page not found - Wardline');
    await expectAccessible(page);
    // A session-only route only passes through on its way home.
    expectEveryRouteAudited(page, ['/userCenter/myBug']);
    await context.close();
  });
});
