import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, expectEveryRouteAudited } from './support/axe';
import { launchBrowser, newVisitor } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { closePopupAfterLogin, latestCode, registerThroughIdentity, serverStatus, solveCaptcha, storedToken } from './support/identity';
import { tinyPng } from './support/images';
import { totpCode } from './support/totp';

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

describe('company certification', () => {
  it('a new company submits its certification, staff approve it in the console, and a later update waits beside it', async () => {
    const company = await newVisitor(browser, server.baseUrl, 'zh-CN');
    await registerThroughIdentity(company.page, server.baseUrl, '13766602026', 'company');
    const companyToken = (await storedToken(company.page))!;
    expect(await serverStatus(server.baseUrl, companyToken)).toBe('unauthorized');

    const page = company.page;
    await page.getByLabel('企业名称').fill('守线示例科技有限公司');
    await page.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
    const png = { name: 'document.png', mimeType: 'image/png', buffer: tinyPng() };
    for (const field of ['companyLogFile', 'businessLicenseFile', 'companyAuthorizationFile']) {
      await page.locator(`[data-testid="upload-${field}"] input[type=file]`).setInputFiles(png);
      await expect.poll(() => page.locator(`[data-testid="upload-${field}"] .ant-upload-list-item-done, [data-testid="upload-${field}"] img`).count()).toBeGreaterThan(0);
    }
    await page.getByTestId('legalize-submit').click();
    await expect.poll(() => page.locator('body').innerText()).toContain('请等待后台审核');
    await expectAccessible(page, '/register/companyLegalize under review');
    expect(await serverStatus(server.baseUrl, companyToken)).toBe('companyFileUploaded');

    const staff = await newVisitor(browser, server.baseUrl, 'zh-CN');
    await staff.page.goto('/?type=login');
    const dialog = staff.page.getByRole('dialog');
    await dialog.waitFor();
    await expectAccessible(staff.page, 'the login dialog');
    await dialog.getByRole('textbox', { name: '手机号' }).fill('13800000004');
    const phoneForm = staff.page.getByTestId('login-phone-form');
    await phoneForm.getByLabel('图形验证码', { exact: true }).fill(await solveCaptcha(staff.page, server.baseUrl, phoneForm));
    await staff.page.getByTestId('login-send-code').click();
    await dialog.getByRole('textbox', { name: '短信验证码' }).fill(await latestCode(server.baseUrl, '13800000004'));
    await staff.page.getByTestId('login-submit-phone').click();
    // Staff sign in with a second factor: the demo account's authenticator code.
    await staff.page.getByTestId('login-totp-input').fill(totpCode());
    await staff.page.getByTestId('login-totp-submit').click();
    await closePopupAfterLogin(staff.page);

    await staff.page.goto('/admin/certifications');
    const review = staff.page.locator('[data-testid^="review-"]').first();
    await review.click();
    await expect.poll(() => staff.page.getByTestId('certification-document').count()).toBeGreaterThanOrEqual(2);
    expect(await staff.page.locator('.ant-drawer').innerText()).toContain('守线示例科技有限公司');
    await expectAccessible(staff.page, 'the review drawer');
    await staff.page.getByTestId('certification-approve').click();
    await staff.page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => serverStatus(server.baseUrl, companyToken)).toBe('certification');

    // The decision is in the audit log the staff can browse.
    await staff.page.goto('/admin/audit-log');
    await expect.poll(() => staff.page.locator('.ant-table').innerText()).toContain('通过');
    await expectAccessible(staff.page);

    // On a phone the console's menu button sits in the header and covers nothing of the page (issue 13 #21).
    await staff.page.setViewportSize({ width: 375, height: 812 });
    const menuButton = staff.page.getByTestId('admin-menu-button');
    await expect.poll(() => menuButton.isVisible()).toBe(true);
    const buttonBox = (await menuButton.boundingBox())!;
    const contentBox = (await staff.page.locator('.ant-layout-content').boundingBox())!;
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(contentBox.y);
    // Nothing lies over the content where Ant Design's floating trigger sat (its top corners, below the header),
    // nor the closed menu while it animates shut: asked at once after the resize.
    const uncovered = await staff.page.evaluate(() => {
      const content = document.querySelector('.ant-layout-content')!;
      const r = content.getBoundingClientRect();
      const points = [ [r.left + 2, r.top + 2], [r.left + 20, r.top + 30], [r.right - 2, r.top + 2], [r.right - 20, r.top + 30] ];
      return points.every(([x, y]) => content.contains(document.elementFromPoint(x!, y!)));
    });
    expect(uncovered).toBe(true);
    const header = await staff.page.locator('.ant-layout-header').evaluate((h) => ({ scroll: h.scrollWidth, width: h.clientWidth }));
    expect(header.scroll).toBeLessThanOrEqual(header.width);
    await menuButton.click();
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(staff.page, 'the console menu on a phone');
    await staff.page.getByRole('link', { name: '认证审核', exact: true }).click();
    await expect.poll(() => new URL(staff.page.url()).pathname).toBe('/admin/certifications');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    await staff.page.setViewportSize({ width: 1440, height: 900 });

    // The company sees itself certified, and its notice arrived by SMS.
    await page.goto('/register/companyLegalize?fromUserCenter=true');
    await expect.poll(() => page.getByTestId('review-approved').count()).toBe(1);
    await expectAccessible(page, '/register/companyLegalize approved');

    // An update waits beside the certification in force (issue 13 #9): the company stays certified,
    // and the reviewer sees it marked as an update with what it changes.
    await page.getByTestId('to-update').click();
    await page.getByLabel('企业名称').fill('守线示例科技（深圳）有限公司');
    await page.getByTestId('legalize-submit').click();
    await expect.poll(() => page.getByTestId('review-update-pending').count()).toBe(1);
    expect(await serverStatus(server.baseUrl, companyToken)).toBe('certification');
    await expectAccessible(page, '/register/companyLegalize update under review');

    await staff.page.goto('/admin/certifications');
    await staff.page.locator('[data-testid^="review-"]').first().click();
    const changes = staff.page.getByTestId('certification-update');
    await expect.poll(() => changes.innerText()).toContain('守线示例科技（深圳）有限公司');
    expect(await changes.innerText()).toContain('守线示例科技有限公司');
    expect(await staff.page.getByTestId('certification-update-tag').innerText()).toBe('更新申请');
    await expectAccessible(staff.page, 'the review drawer of an update');
    await staff.page.getByTestId('certification-reject').click();
    await staff.page.getByRole('dialog').filter({ hasText: '驳回认证' }).getByRole('textbox').fill('名称与营业执照不符');
    await staff.page.getByTestId('reason-dialog-ok').click();
    await expect.poll(() => staff.page.locator('.ant-drawer-open').count()).toBe(0);

    // Refused, the update leaves the company certified, and the page says why.
    await page.reload();
    await expect.poll(() => page.getByTestId('review-update-rejected').count()).toBe(1);
    expect(await page.getByTestId('reject-reason').innerText()).toContain('名称与营业执照不符');
    expect(await serverStatus(server.baseUrl, companyToken)).toBe('certification');
    expectEveryRouteAudited(page);
    // The console's index only redirects to its first page.
    expectEveryRouteAudited(staff.page, ['/admin']);
    expect(company.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
    await company.context.close();
    await staff.context.close();
  });
});
