import type { Page } from 'playwright-core';
import { outbox } from './server';

/** The answer of the captcha the page shows right now, read from the dev endpoint (BRIEF §5). */
export async function solveCaptcha(page: Page, baseUrl: string): Promise<string> {
  const image = page.getByTestId('captcha-image').first();
  await expectAttribute(image, 'data-token');
  const token = (await image.getAttribute('data-token'))!;
  const res = await fetch(`${baseUrl}/web/v1/dev/captcha/${encodeURIComponent(token)}`);
  const body = (await res.json()) as { ret: string };
  return body.ret;
}

async function expectAttribute(locator: ReturnType<Page['locator']>, name: string) {
  for (let i = 0; i < 100; i++) {
    if (await locator.getAttribute(name)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${name} on ${locator}`);
}

/** The newest code sent to `to`, waiting for it to arrive in the dev outbox. */
export async function latestCode(baseUrl: string, to: string, notBefore = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const messages = await outbox(baseUrl, to);
    const fresh = messages.find((m) => m.code && Date.parse((m as unknown as { createdAt: string }).createdAt) >= notBefore);
    if (fresh?.code) return fresh.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code arrived for ${to}`);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('jwtToken');
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  });
}
