import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { outbox } from './server';

/**
 * The answer of the captcha the page shows right now, read from the dev endpoint (BRIEF §5);
 * `within` picks one captcha where a page shows several (the login dialog's two tabs).
 */
export async function solveCaptcha(page: Page, baseUrl: string, within: Page | Locator = page): Promise<string> {
  const image = within.getByTestId('captcha-image').first();
  await expectAttribute(image, 'data-token');
  const token = (await image.getAttribute('data-token'))!;
  const res = await fetch(`${baseUrl}/web/v1/dev/captcha/${encodeURIComponent(token)}`);
  const body = (await res.json()) as { ret: string };
  return body.ret;
}

async function expectAttribute(locator: Locator, name: string) {
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

/** Steps 1–3 of registration with no detours: the account is left at the certification step. */
export async function registerThroughIdentity(page: Page, baseUrl: string, phone: string, identity: 'hacker' | 'company'): Promise<void> {
  await page.goto('/register/createAccount');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByLabel('图形验证码', { exact: true }).fill(await solveCaptcha(page, baseUrl));
  await page.getByTestId('register-send-code').click();
  await page.getByLabel('短信验证码').fill(await latestCode(baseUrl, phone));
  await page.getByTestId('register-agree').check();
  await page.getByTestId('register-submit').click();
  await page.waitForURL('**/register/completeInfo');
  await expectAccessible(page);
  await page.getByLabel('昵称').fill(`e2e${phone.slice(-4)}`);
  await page.getByLabel('密码', { exact: true }).fill('Journey#2026');
  await page.getByLabel('确认密码').fill('Journey#2026');
  await page.getByLabel('出生日期').fill('1990-01-15');
  await page.getByLabel('出生日期').press('Tab');
  await page.getByTestId('complete-submit').click();
  await page.waitForURL('**/register/chooseIdentity');
  await expectAccessible(page);
  await page.getByTestId(`identity-${identity}`).click();
  await page.getByTestId('identity-submit').click();
  await page.waitForURL(`**/register/${identity}Legalize**`);
  await expectAccessible(page);
}

/** The caller's status as the server sees it. */
export async function serverStatus(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl}/web/v1/find/userstatus`, { headers: { Authorization: token } });
  return ((await res.json()) as { ret: { status: string } }).ret.status;
}

/** After a sign-in the home page reloads and shows the newest announcement once: close it. */
export async function closePopupAfterLogin(page: Page): Promise<void> {
  await page.getByTestId('user-menu').waitFor();
  const dismiss = page.getByTestId('announcement-popup-dismiss');
  await dismiss.waitFor({ timeout: 5_000 }).then(
    () => dismiss.click(),
    () => undefined,
  );
}

/** The first page after a sign-in asks a hacker without payment authentication to set it up: later. */
export async function laterForPayAuth(page: Page): Promise<void> {
  const prompt = page.getByTestId('pay-auth-prompt');
  if (await prompt.waitFor({ timeout: 5_000 }).then(() => true, () => false)) {
    await expectAccessible(page, 'the payment-authentication prompt');
    await page.getByTestId('pay-auth-prompt-cancel').click();
    await prompt.waitFor({ state: 'detached' });
  }
}

