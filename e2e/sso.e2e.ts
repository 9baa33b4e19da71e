import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startOidcTestProvider, type OidcTestProvider } from '../apps/server/src/domains/third-party/test-providers/oidc-test-provider';
import { expectAccessible, expectEveryRouteAudited } from './support/axe';
import { launchBrowser, newVisitor } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { latestCode, serverStatus, solveCaptcha, storedToken } from './support/identity';
import { signInByPhone } from './support/api';

let oidc: OidcTestProvider;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A real OpenID Connect provider on loopback; the server is configured for it like for any IdP.
  oidc = await startOidcTestProvider({ redirectUris: [] });
  server = await startServer({ OIDC_ISSUER_URL: oidc.issuer, OIDC_CLIENT_ID: oidc.clientId, OIDC_CLIENT_SECRET: oidc.clientSecret });
  oidc.allowRedirectUri(`${server.baseUrl}/xiamlogin`);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await oidc?.close();
});

/** From /xiamlogin through the provider's own login and consent pages, back to our site. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto('/xiamlogin');
  await page.getByTestId('sso-start').waitFor();
  await expectAccessible(page);
  await page.getByTestId('sso-start').click();
  await page.waitForURL(`${oidc.issuer}/**`);
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any password');
  await page.locator('button[type=submit]').click();
  const consent = page.locator('button[type=submit]');
  if (new URL(page.url()).origin === new URL(oidc.issuer).origin) await consent.click();
}

describe('single sign-on', () => {
  it('is the only third-party entry of the sign-in dialog when it is the only one configured, and opens /xiamlogin', async () => {
    const { page, context } = await newVisitor(browser, server.baseUrl, 'en-US');
    await page.goto('/?type=login');
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('entry-sso').waitFor();
    expect(await dialog.getByTestId('entry-wechat').count()).toBe(0);
    expect(await dialog.getByTestId('entry-alipay').count()).toBe(0);
    await expectAccessible(page, 'the sign-in dialog with single sign-on');
    await dialog.getByTestId('entry-sso').click();
    await page.waitForURL('**/xiamlogin');
    await page.getByTestId('sso-start').waitFor();
    await expectAccessible(page);
    expectEveryRouteAudited(page);
    await context.close();
  });

  it('binds an unknown identity to an existing account, then signs straight in', async () => {
    const { page, context } = await newVisitor(browser, server.baseUrl, 'zh-CN');
    await signInAtProvider(page, 'alice');
    await page.waitForURL('**/register/bindAccount**');
    expect(await storedToken(page)).toBeNull();
    await expectAccessible(page);

    await page.getByLabel('手机号/邮箱').fill('hacker@demo.local');
    await page.getByLabel('图形验证码', { exact: true }).fill(await solveCaptcha(page, server.baseUrl));
    await page.getByTestId('bind-send-code').click();
    await page.getByLabel('验证码', { exact: true }).fill(await latestCode(server.baseUrl, 'hacker@demo.local'));
    await page.getByTestId('bind-submit').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect(await serverStatus(server.baseUrl, token!)).toBe('certification');
    await expectAccessible(page, '/ after binding');
    expectEveryRouteAudited(page);
    await context.close();

    // A new browser: the identity is bound now, so the provider's sign-in opens a session at once.
    const second = await newVisitor(browser, server.baseUrl, 'zh-CN');
    await signInAtProvider(second.page, 'alice');
    await expect.poll(() => storedToken(second.page), { timeout: 15_000 }).toBeTruthy();
    expect(new URL(second.page.url()).pathname).not.toContain('bindAccount');
    await expectAccessible(second.page, 'after a bound single sign-on');
    expectEveryRouteAudited(second.page);
    await second.context.close();
  });

  it('refuses a callback link started in another browser: the signed-in victim stays herself and nothing is bound', async () => {
    // The attacker signs in at the provider and keeps the callback link instead of finishing it.
    const attacker = await newVisitor(browser, server.baseUrl, 'en-US');
    await attacker.page.route('**/web/v1/keycloakLogin', (route) => route.abort());
    const callback = attacker.page.waitForRequest((r) => r.url().includes('/xiamlogin?') && r.url().includes('code='));
    await signInAtProvider(attacker.page, 'mallory');
    const link = (await callback).url();
    await attacker.context.close();

    // The victim, signed in to her own account, opens the link in her browser.
    const victimToken = await signInByPhone(server.baseUrl, '13800000002');
    const victim = await newVisitor(browser, server.baseUrl, 'en-US');
    await victim.context.addInitScript((token) => {
      if (!localStorage.getItem('jwtToken')) localStorage.setItem('jwtToken', JSON.stringify({ value: token, expiresAt: Date.now() + 3_600_000 }));
    }, victimToken);
    await victim.page.goto(link);
    await expect.poll(() => victim.page.getByTestId('sso-error').textContent()).toContain('This sign-in was not started in this browser');
    expect(new URL(victim.page.url()).pathname).not.toContain('bindAccount');
    expect(await storedToken(victim.page)).toBe(victimToken);
    expect(await serverStatus(server.baseUrl, victimToken)).toBe('certification');
    await victim.context.close();

    // Nothing was bound: the attacker's identity is still unknown, so signing in asks to bind.
    const again = await newVisitor(browser, server.baseUrl, 'en-US');
    await signInAtProvider(again.page, 'mallory');
    await again.page.waitForURL('**/register/bindAccount**');
    await again.context.close();
  });
});
