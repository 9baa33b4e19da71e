import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { trackRoutes } from './axe';

/** Debian's chromium, started the way this machine needs (no sandbox as root, no background networking). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export type Visit = { context: BrowserContext; page: Page; errors: string[] };

/** A fresh visitor: own storage, a browser language, and a record of page errors. */
export async function newVisitor(browser: Browser, baseUrl: string, locale: 'zh-CN' | 'en-US', viewport = { width: 1440, height: 900 }): Promise<Visit> {
  const context = await browser.newContext({ baseURL: baseUrl, locale, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  trackRoutes(page, baseUrl);
  return { context, page, errors };
}
