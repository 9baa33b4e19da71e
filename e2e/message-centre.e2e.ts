import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, expectEveryRouteAudited } from './support/axe';
import { launchBrowser, newVisitor } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { closePopupAfterLogin, registerThroughIdentity, storedToken } from './support/identity';
import { apiCall, pendingCertificationOf, signInAsStaff, signInByPhone, submitCompanyCertification } from './support/api';

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

const bellCount = (page: Page) => page.getByTestId('message-bell').getAttribute('data-unread');

/** Signs a page in as a seeded account by phone, through the login dialog. */
async function signInPage(page: Page, phone: string) {
  const token = await signInByPhone(server.baseUrl, phone);
  await page.goto('/');
  await page.evaluate((value) => {
    const expiresAt = Date.now() + 8 * 60 * 60 * 1000;
    localStorage.setItem('jwtToken', JSON.stringify({ value, expiresAt }));
    localStorage.setItem('username', JSON.stringify({ value: 'demo', expiresAt }));
  }, token);
  await page.reload();
  await closePopupAfterLogin(page);
  return token;
}

describe('message centre', () => {
  it('zh: the bell moves, without a reload, when staff approve the company’s certification', async () => {
    const company = await newVisitor(browser, server.baseUrl, 'zh-CN');
    await registerThroughIdentity(company.page, server.baseUrl, '13766603031', 'company');
    const token = (await storedToken(company.page))!;
    await submitCompanyCertification(server.baseUrl, token, '铃声示例科技有限公司');

    await company.page.goto('/');
    await closePopupAfterLogin(company.page);
    await expect.poll(() => bellCount(company.page)).toBe('0');
    await expectAccessible(company.page, '/ signed in as a company');

    const staff = await signInAsStaff(server.baseUrl);
    await apiCall(server.baseUrl, staff, 'POST', `/admin/certifications/${await pendingCertificationOf(server.baseUrl, staff, '铃声示例科技有限公司')}/approve`);
    await expect.poll(() => bellCount(company.page), { timeout: 5000 }).toBe('1');
    expect(await company.page.getByTestId('message-bell').getAttribute('aria-label')).toBe('消息中心，1 条未读');

    await company.page.getByTestId('message-bell').click();
    await company.page.waitForURL('**/userCenter/news');
    const first = company.page.getByTestId('news-item').first();
    await expect.poll(() => first.innerText()).toContain('您的企业认证已通过审核。');
    await expectAccessible(company.page);
    await first.getByRole('button').click();
    await company.page.waitForURL('**/register/companyLegalize?fromUserCenter=true');
    await expectAccessible(company.page);
    // Opening it read it: back on the site, the bell is empty.
    await company.page.goto('/announcement');
    await expect.poll(() => bellCount(company.page)).toBe('0');
    await expectAccessible(company.page);
    expectEveryRouteAudited(company.page);
    expect(company.errors).toEqual([]);
    await company.context.close();
  });

  it('en: tabs, pages, select all, mark as read and the settings dialog', async () => {
    const hacker = await newVisitor(browser, server.baseUrl, 'en-US');
    const page = hacker.page;
    await signInPage(page, '13800000001');
    // The demo account starts with the seeded messages; twelve announcements join them, live.
    await expect.poll(() => bellCount(page)).not.toBeNull();
    const seeded = Number(await bellCount(page));
    const staff = await signInAsStaff(server.baseUrl);
    for (let n = 1; n <= 12; n++) {
      await apiCall(server.baseUrl, staff, 'POST', '/admin/announcements', {
        type: 2,
        titleZh: `第 ${n} 期平台周报`,
        titleEn: `Platform weekly no. ${n}`,
        introduceZh: '本周动态',
        introduceEn: 'This week',
        contentZh: '<p>本周动态</p>',
        contentEn: '<p>This week</p>',
        icon: null,
        popup: false,
        published: true,
      });
    }
    const total = seeded + 12;
    await expect.poll(() => bellCount(page), { timeout: 10_000 }).toBe(String(total));

    await page.goto('/userCenter/news');
    await expect.poll(() => page.getByTestId('news-item').count(), { timeout: 10_000 }).toBe(10);
    await expectAccessible(page);
    expect(await page.getByTestId('news-item').first().innerText()).toContain('New platform announcement: Platform weekly no. 12');
    await page.getByRole('listitem', { name: '2' }).click();
    await expect.poll(() => page.getByTestId('news-item').count()).toBe(total - 10);
    expect(page.url()).toContain('page=2');

    // Nothing chosen: the warning, and nothing changes.
    await page.getByTestId('news-mark-read').click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('No message selected');

    // Twenty per page shows them all; select all, mark read: the bell follows on its own.
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.getByRole('option', { name: /20/ }).click();
    await expect.poll(() => page.getByTestId('news-item').count()).toBe(total);
    await page.getByTestId('news-select-all').check();
    await page.getByTestId('news-mark-read').click();
    await expect.poll(() => bellCount(page)).toBe('0');
    await page.getByRole('tab', { name: 'Unread', exact: true }).click();
    await expect.poll(() => page.locator('.ant-empty').innerText()).toContain('No messages');
    await page.getByRole('tab', { name: 'Read', exact: true }).click();
    await expect.poll(() => page.getByTestId('news-item').count()).toBe(total);

    // Settings: the phone is there, mail is not bound; switch the language of notices to English.
    await page.getByTestId('news-settings').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain('138****0001');
    await expectAccessible(page, 'the message settings dialog');
    // The switches follow the server's answer, so they change once it is saved.
    await dialog.getByLabel('English').click();
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('Modified successfully');
    await expect.poll(() => dialog.getByLabel('English').isChecked()).toBe(true);
    await dialog.getByRole('switch', { name: 'Platform announcements' }).click();
    await expect.poll(() => dialog.getByRole('switch', { name: 'Platform announcements' }).getAttribute('aria-checked')).toBe('true');
    const config = await apiCall<{ languageType: number; contentConfigVos: { id: number; status: number }[] }>(server.baseUrl, await storedToken(page), 'GET', '/fetchMessageConfigList');
    expect(config.languageType).toBe(1);
    expect(config.contentConfigVos.find((c) => c.id === 2)!.status).toBe(1);
    // The home page before the message centre was only the place to store the session.
    await page.goto('/');
    await expectAccessible(page, '/ signed in, in English');
    expectEveryRouteAudited(page);
    expect(hacker.errors).toEqual([]);
    await hacker.context.close();
  });
});
