import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiCall, signInAsStaff, signInByPhone } from './support/api';
import { expectAccessible } from './support/axe';
import { launchBrowser, newVisitor } from './support/browser';
import { startServer, type RunningServer } from './support/server';

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

/** Stores a session as sign-in does (spec 000 §3 values with an expiry). */
async function storeSession(page: Page, token: string, usertype: string, username: string) {
  await page.goto('/');
  await page.evaluate(
    ([t, type, name]) => {
      for (const [k, v] of [['jwtToken', t], ['usertype', type], ['username', name], ['userStatus', 'certification']] as const) {
        localStorage.setItem(k, JSON.stringify({ value: v, expiresAt: Date.now() + 3_600_000 }));
      }
    },
    [token, usertype, username] as const,
  );
  await page.goto('/');
}

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} 10:00`;
};

async function fillPeriod(page: Page, from: number, to: number, start = '开始时间', end = '结束时间') {
  for (const [placeholder, offset] of [[start, from], [end, to]] as const) {
    const input = page.getByPlaceholder(placeholder);
    await input.click();
    await input.fill(day(offset));
    await page.keyboard.press('Enter');
  }
}

/** The demo company's session, opened once: codes go out once a minute per phone. */
let companySession: Promise<string> | null = null;
const companyToken = () => (companySession ??= signInByPhone(server.baseUrl, '13800000002'));

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF\n');

describe('publishing a project and its audit', () => {
  it('a company publishes a bug bounty project through the four steps (a level added and removed, the letter uploaded); staff approve it in the console', async () => {
    const { page, errors } = await newVisitor(browser, server.baseUrl, 'zh-CN');
    await storeSession(page, await companyToken(), 'company', 'DemoCompany');
    await page.getByTestId('nav-publish-project').click();
    await page.waitForURL('**/company/publishProject');
    await page.getByTestId('hole-level-list').waitFor();
    await expectAccessible(page, 'publish step 1');

    await page.getByRole('textbox', { name: '厂商名称' }).fill('守线示例科技有限公司');
    await page.getByRole('textbox', { name: '项目名称' }).fill('旅程众测项目');
    await fillPeriod(page, 2, 22);
    await page.getByTestId('rewardpool').fill('1000');
    await page.getByRole('textbox', { name: '项目介绍' }).fill('官网与会员中心的安全测试');
    await page.getByRole('textbox', { name: '测试范围' }).fill('https://www.example.com');
    await page.locator('[data-testid=authorfile-upload] input[type=file]').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => page.getByTestId('authorfile-upload').getAttribute('data-value')).toMatch(/^pf_/);

    // A level added, then the lowest removed; the list stays sorted by weight.
    await page.getByTestId('add-level').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('等级名称').fill('提示');
    await dialog.getByLabel('权重值').fill('5');
    await dialog.getByLabel('奖励金额（元）').fill('10');
    await dialog.getByLabel('等级描述').fill('不影响安全的信息类问题');
    await page.getByTestId('level-save').click();
    await expect.poll(() => page.getByTestId('hole-level-name').allTextContents()).toEqual(['严重', '高危', '中危', '低危', '提示']);
    await page.getByTestId('delete-level-10').click();
    await expect.poll(() => page.getByTestId('hole-level-name').allTextContents()).toEqual(['严重', '高危', '中危', '提示']);

    await page.getByTestId('wizard-next').click();
    await page.getByTestId('testnumber').waitFor();
    await expectAccessible(page, 'publish step 2');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('cost-summary').waitFor();
    expect(await page.getByTestId('cost-total').innerText()).toContain('1200.00');
    await expectAccessible(page, 'publish step 3');
    await page.getByTestId('risk-agree').check();
    await page.getByTestId('wizard-publish').click();
    await page.getByTestId('publish-succeeded').waitFor();
    await expectAccessible(page, '/company/publishProject result');
    expect(errors).toEqual([]);

    // Staff see it in the queue with everything entered, and approve it.
    const staff = await newVisitor(browser, server.baseUrl, 'en-US');
    await storeSession(staff.page, await signInAsStaff(server.baseUrl), '', 'DemoStaff');
    await staff.page.goto('/admin/projects');
    const row = staff.page.getByRole('row', { name: /旅程众测项目/ });
    await row.getByRole('button', { name: 'Review' }).click();
    await staff.page.getByTestId('project-history').waitFor();
    expect(await staff.page.getByTestId('project-total').innerText()).toContain('1200.00');
    await expectAccessible(staff.page, '/admin/projects review');
    await staff.page.getByTestId('project-approve').click();
    await staff.page.getByTestId('approve-ok').click();
    await expect.poll(() => staff.page.locator('body').innerText()).toContain('Project approved');
  }, 240_000);

  it('an SRC project is published in English with its fixed values, refused by staff with a reason, and the company reads it in edit mode', async () => {
    const { page } = await newVisitor(browser, server.baseUrl, 'en-US');
    await storeSession(page, await companyToken(), 'company', 'DemoCompany');
    await page.goto('/company/publishProject');
    await page.getByTestId('hole-level-list').waitFor();
    await page.getByText('Security response centre').click();
    await page.getByTestId('src-notice').waitFor();
    await page.getByRole('textbox', { name: 'Company name' }).fill('Wardline Demo Ltd');
    await page.getByRole('textbox', { name: 'Project name' }).fill('Journey SRC');
    await fillPeriod(page, 1, 20, 'Start', 'End');
    await page.getByRole('textbox', { name: 'Introduction' }).fill('Our public response centre');
    await page.getByRole('textbox', { name: 'Test scope' }).fill('https://src.example.com');
    await page.locator('[data-testid=authorfile-upload] input[type=file]').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => page.getByTestId('authorfile-upload').getAttribute('data-value')).toMatch(/^pf_/);
    await page.getByTestId('wizard-next').click();
    expect(await page.getByTestId('testnumber').isDisabled()).toBe(true);
    await page.getByTestId('wizard-next').click();
    expect(await page.getByTestId('cost-total').innerText()).toContain('0.00');
    await page.getByTestId('risk-agree').check();
    await page.getByTestId('wizard-publish').click();
    await page.getByTestId('publish-succeeded').waitFor();

    const staffToken = await signInAsStaff(server.baseUrl);
    const queue = await apiCall<{ data: { id: string; projectname: string }[] }>(server.baseUrl, staffToken, 'GET', '/admin/projects');
    const id = queue.data.find((p) => p.projectname === 'Journey SRC')!.id;
    await apiCall(server.baseUrl, staffToken, 'POST', `/admin/projects/${id}/reject`, { reason: 'The authorisation letter is not signed' });

    await page.goto(`/company/editProject?projectId=${id}`);
    expect(await page.getByTestId('edit-reject-reason').innerText()).toContain('The authorisation letter is not signed');
    await expectAccessible(page, '/company/editProject');
  }, 240_000);
});
