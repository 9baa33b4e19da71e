import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { closePopupAfterLogin, latestCode, registerThroughIdentity, serverStatus, storedToken } from './support/identity';

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

/** A real 8×8 PNG (signature, IHDR, IDAT, IEND with CRCs): uploads are checked by content. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(24, 0x3c)])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe('company certification', () => {
  it('a new company submits its certification and staff approve it in the console', async () => {
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
    expect(await serverStatus(server.baseUrl, companyToken)).toBe('companyFileUploaded');

    const staff = await newVisitor(browser, server.baseUrl, 'zh-CN');
    await staff.page.goto('/?type=login');
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '手机号' }).fill('13800000004');
    await staff.page.getByTestId('login-send-code').click();
    await dialog.getByRole('textbox', { name: '短信验证码' }).fill(await latestCode(server.baseUrl, '13800000004'));
    await staff.page.getByTestId('login-submit-phone').click();
    await closePopupAfterLogin(staff.page);

    await staff.page.goto('/admin/certifications');
    const review = staff.page.locator('[data-testid^="review-"]').first();
    await review.click();
    await expect.poll(() => staff.page.getByTestId('certification-document').count()).toBeGreaterThanOrEqual(2);
    expect(await staff.page.locator('.ant-drawer').innerText()).toContain('守线示例科技有限公司');
    await staff.page.getByTestId('certification-approve').click();
    await staff.page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => serverStatus(server.baseUrl, companyToken)).toBe('certification');

    // The decision is in the audit log the staff can browse.
    await staff.page.goto('/admin/audit-log');
    await expect.poll(() => staff.page.locator('.ant-table').innerText()).toContain('通过');

    // The company sees itself certified, and its notice arrived by SMS.
    await page.goto('/register/companyLegalize?fromUserCenter=true');
    await expect.poll(() => page.getByTestId('review-approved').count()).toBe(1);
    expect(company.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
    await company.context.close();
    await staff.context.close();
  });
});
