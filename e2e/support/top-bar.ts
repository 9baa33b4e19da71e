import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The narrowest phone the site is laid out for. */
const PHONE = { width: 375, height: 812 };

/**
 * The site's top bar on a phone, for whoever is signed in (or nobody), in the page's language:
 * nothing in it lies past the screen, the page does not scroll sideways, and neither the logo
 * nor the menu button is squeezed (in English a hacker's bar was 404 px wide; in Chinese it
 * fitted only by crushing the logo to nothing). The page's own viewport is restored after.
 */
export async function expectTopBarFitsPhone(page: Page, who: string): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  // A signed-in bar is complete once its own chunk (role button, bell, user menu) replaced the placeholder.
  await page.locator('[data-testid="user-menu"], [data-testid="nav-login"]').first().waitFor();
  const bar = await page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('[data-testid="top-nav"]')!;
    const width = document.documentElement.clientWidth;
    const outside = Array.from(header.querySelectorAll<HTMLElement>('*'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && (r.left < -0.5 || r.right > width + 0.5);
      })
      .map((el) => el.dataset.testid ?? `${el.tagName.toLowerCase()}.${el.className}`);
    // No named helper in here: the bundler's name-keeping would call a function the page lacks.
    const [logo, menuButton] = ['a[href="/"] img', 'button[aria-controls="wl-main-menu"]'].map((selector) => Math.round(header.querySelector(selector)?.getBoundingClientRect().width ?? 0));
    return { pageScrolls: document.documentElement.scrollWidth > width, barScrolls: header.scrollWidth > header.clientWidth, outside, logo, menuButton };
  });
  expect({ who, ...bar }).toEqual({ who, pageScrolls: false, barScrolls: false, outside: [], logo: 32, menuButton: 40 });
  if (before) await page.setViewportSize(before);
}
