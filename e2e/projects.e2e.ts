import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, expectEveryRouteAudited } from './support/axe';
import { launchBrowser, newVisitor, type Visit } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { advanceServerClock } from './support/api';
import { tinyPng } from './support/images';
import { DEMO, sessionOf, signInPage } from './support/sessions';
import { fundByDeposit, projectState, publishByApi } from './support/projects';
import { enterStatusLabels, projectStateLabels, translateValidation } from '@wardline/contract';

/**
 * Issue 8 §7: the projects journeys, in Chinese and in English, each on its own server (time
 * moves there). A company publishes through the wizard, staff audit in the console, time opens
 * the project, a hacker finds it in the hall, enrols and is approved by the company; an SRC
 * project is published and audited; a refused project is edited and published again.
 */

type Lang = 'zh' | 'en';

const TEXT = {
  zh: {
    locale: 'zh-CN' as const,
    company: '守线演示科技',
    project: '旅程商城漏洞赏金',
    // Names of their own: the demo seed has projects of the demo company too.
    src: '旅程安全应急响应中心',
    refused: '旅程移动端众测',
    intro: '对守线商城全站进行安全测试。',
    scope: 'https://shop.example.com 及其全部子域名',
    level: { name: '超危', description: '可直接获取核心系统权限的漏洞。' },
    rejectReason: '授权文件与企业名称不符',
    published: '发布成功',
    noPermission: '无权限',
    participantsTab: '参与人员',
  },
  en: {
    locale: 'en-US' as const,
    company: 'Wardline Demo Tech',
    project: 'Journey shop bug bounty',
    src: 'Journey security response centre',
    refused: 'Journey mobile crowd test',
    intro: 'Security testing of the whole Wardline shop.',
    scope: 'https://shop.example.com and every subdomain',
    level: { name: 'Critical', description: 'Flaws that give control of a core system directly.' },
    rejectReason: 'The authorisation file does not name the company',
    published: 'Published',
    noPermission: 'No permission',
    participantsTab: 'Participants',
  },
};

const pad = (n: number) => String(n).padStart(2, '0');
/** The wizard's picker format, in the browser's (and China's) time: the machine runs in UTC+8 or UTC, either is fine for "later than now". */
const pickerText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
const HOUR = 60 * 60 * 1000;
/** Signing a page in stores the session on the home page (audited by the public-site journeys). */
const SIGN_IN = ['/'];
const DAY = 24 * HOUR;

/** The authorisation file as the wizard uploads it (a real PNG: uploads are checked by content). */
const AUTHORISATION = { name: 'authorisation.png', mimeType: 'image/png', buffer: tinyPng(32) };

/** Fills the period picker: start, then end, each typed as the picker shows it and confirmed. */
async function fillPeriod(page: Page, start: Date, end: Date) {
  const inputs = page.locator('.ant-picker-range:has(#publish-basic_dates) input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(pickerText(start));
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).click();
  await inputs.nth(1).fill(pickerText(end));
  await inputs.nth(1).press('Enter');
  await expect.poll(() => inputs.nth(1).inputValue()).toBe(pickerText(end));
}

/** Step 1's common fields of both types. */
async function fillBasics(page: Page, lang: Lang, name: string, start: Date, end: Date) {
  const t = TEXT[lang];
  await page.locator('#publish-basic_companyname').fill(t.company);
  await page.locator('#publish-basic_projectname').fill(name);
  await fillPeriod(page, start, end);
  await page.locator('#publish-basic_projectintroduce').fill(t.intro);
  await page.locator('#publish-basic_testrange').fill(t.scope);
  // The test rules come pre-filled with the platform's template in the page's language.
  expect((await page.locator('#publish-basic_testrule').inputValue()).length).toBeGreaterThan(50);
  await page.locator('[data-testid="authorfile-upload"] input[type=file]').setInputFiles(AUTHORISATION);
  // The upload answers the file's private reference, which the form keeps.
  await expect.poll(() => page.getByTestId('authorfile-upload').getAttribute('data-value')).toMatch(/\S/);
}

/** The level names as the list shows them, in order. */
const levelNames = (page: Page) => page.getByTestId('hole-level-name').allInnerTexts();

/** Opens the console's project queue and approves (or rejects, with a reason) the project named `name`. */
async function auditInConsole(staff: Page, name: string, decision: { approve: true } | { reject: string }) {
  await staff.goto('/admin/projects');
  const row = staff.locator('.ant-table-row', { hasText: name }).first();
  await row.waitFor();
  await expectAccessible(staff, '/admin/projects');
  await row.locator('[data-testid^="review-project-"]').click();
  const drawer = staff.locator('.ant-drawer-open');
  await expect.poll(() => drawer.innerText()).toContain(name);
  // Everything the company entered; the authorisation file opens for staff.
  await drawer.getByTestId('open-authorfile').click();
  await staff.getByTestId('authorfile-image').waitFor();
  await expectAccessible(staff, 'the authorisation file');
  await staff.keyboard.press('Escape');
  await staff.getByTestId('authorfile-image').waitFor({ state: 'hidden' });
  await expectAccessible(staff, 'the project review drawer');
  if ('approve' in decision) {
    await drawer.getByTestId('project-approve').click();
    await staff.getByTestId('approve-ok').click();
  } else {
    await drawer.getByTestId('project-reject').click();
    await staff.getByRole('dialog').last().getByRole('textbox').fill(decision.reject);
    await staff.getByTestId('reason-dialog-ok').click();
  }
  await expect.poll(() => staff.locator('.ant-drawer-open').count()).toBe(0);
}

describe.each(['zh', 'en'] as const)('projects (%s)', (lang) => {
  const t = TEXT[lang];
  let server: RunningServer;
  let browser: Browser;
  const visits: Visit[] = [];
  const open = async () => {
    const visit = await newVisitor(browser, server.baseUrl, t.locale);
    visits.push(visit);
    return visit;
  };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const visit of visits) await visit.context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('an SRC project is published through the wizard, with its restrictions, and audited in the console', { timeout: 240_000 }, async () => {
    const company = await open();
    const page = company.page;
    await signInPage(page, server.baseUrl, DEMO.company);
    await page.getByTestId('nav-publish-project').click();
    await page.waitForURL('**/company/publishProject');
    await expect.poll(() => page.getByTestId('publish-steps').count()).toBe(1);
    await expectAccessible(page);

    // Choosing SRC clears step 1 and disables what an SRC project has not: pool, hidden name, rewards.
    await page.locator('#publish-basic_projectname').fill('to be cleared');
    await page.getByTestId('projectype').locator('input[type=radio]').nth(1).check();
    await expect.poll(() => page.getByTestId('src-notice').count()).toBe(1);
    expect(await page.locator('#publish-basic_projectname').inputValue()).toBe('');
    expect(await page.getByTestId('rewardpool').isDisabled()).toBe(true);
    await fillBasics(page, lang, t.src, new Date(Date.now() + 2 * DAY), new Date(Date.now() + 33 * DAY));
    await page.getByTestId('wizard-next').click();
    // More than 30 days: refused on the page, with the spec's rule, and the wizard stays on step 1.
    await expect.poll(() => page.locator('body').innerText()).toContain(translateValidation('project.src.duration', lang));
    expect(await page.getByTestId('testnumber').count()).toBe(0);
    await fillPeriod(page, new Date(Date.now() + 2 * DAY), new Date(Date.now() + 20 * DAY));
    await page.getByTestId('wizard-next').click();

    // Step 2: the SRC's fixed values, controls disabled.
    await expect.poll(() => page.getByTestId('unlimited').count()).toBe(1);
    expect(await page.getByTestId('vpn').isDisabled()).toBe(true);
    expect(await page.getByTestId('bugAudit').isDisabled()).toBe(true);
    await expectAccessible(page, '/company/publishProject step 2 (SRC)');
    await page.getByTestId('wizard-next').click();

    // Step 3: no pool, no fee.
    await expect.poll(() => page.getByTestId('cost-total').innerText()).toMatch(/^0\.00/);
    await expectAccessible(page, '/company/publishProject step 3 (SRC)');
    await page.getByTestId('risk-agree').check();
    await page.getByTestId('wizard-publish').click();
    await expect.poll(() => page.getByTestId('publish-succeeded').count(), { timeout: 20_000 }).toBe(1);
    await expectAccessible(page, '/company/publishProject result (SRC)');

    const staff = await open();
    await signInPage(staff.page, server.baseUrl, DEMO.staff);
    await auditInConsole(staff.page, t.src, { approve: true });

    // Approved, it waits for its start in the hall, where a visitor sees it.
    const visitor = await open();
    await visitor.page.goto(`/hackerservice/projectPage?search=${encodeURIComponent(t.src)}`);
    await expect.poll(() => visitor.page.getByTestId('project-card').filter({ hasText: t.src }).count()).toBe(1);
    await expectAccessible(visitor.page);
    expectEveryRouteAudited(page, SIGN_IN);
    expectEveryRouteAudited(staff.page, [...SIGN_IN, '/admin']);
    expectEveryRouteAudited(visitor.page);
    expect([...company.errors, ...staff.errors, ...visitor.errors]).toEqual([]);
  });

  it('a refused project is edited and published again', { timeout: 240_000 }, async () => {
    const companyToken = (await sessionOf(server.baseUrl, DEMO.company)).token;
    // Published through the calls the wizard makes (the wizard itself is walked in the other journeys).
    const saved = await publishByApi(server.baseUrl, companyToken, {
      companyname: t.company,
      projectname: t.refused,
      startime: new Date(Date.now() + 2 * DAY).toISOString(),
      endtime: new Date(Date.now() + 12 * DAY).toISOString(),
      projectintroduce: t.intro,
      testrule: t.intro,
      testrange: t.scope,
    });

    const staff = await open();
    await signInPage(staff.page, server.baseUrl, DEMO.staff);
    await auditInConsole(staff.page, t.refused, { reject: t.rejectReason });
    expect(await projectState(server.baseUrl, companyToken, saved.id)).toBe('failed');

    // The company reads the reason in its projects and edits the project from there.
    const company = await open();
    const page = company.page;
    await signInPage(page, server.baseUrl, DEMO.company);
    await page.goto('/userCenter/myProject');
    const row = page.getByTestId('my-project-list').locator('li, tr', { hasText: t.refused }).first();
    await expect.poll(() => row.getByTestId('my-project-reason').innerText()).toContain(t.rejectReason);
    await expectAccessible(page);
    await page.goto(`/company/editProject?projectId=${saved.id}`);
    await expect.poll(() => page.locator('#publish-basic_projectname').inputValue()).toBe(t.refused);
    expect(await page.getByTestId('edit-reject-reason').innerText()).toContain(t.rejectReason);
    await expectAccessible(page);
    await page.locator('#publish-basic_projectname').fill(`${t.refused} 2`);
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('risk-agree').check();
    await page.getByTestId('wizard-publish').click();
    await expect.poll(() => page.getByTestId('publish-succeeded').count(), { timeout: 20_000 }).toBe(1);
    await expectAccessible(page, '/company/editProject result');

    // Back in the queue, under its new name.
    expect(await projectState(server.baseUrl, companyToken, saved.id)).toBe('unaudited');
    await staff.page.goto('/admin/projects');
    await expect.poll(() => staff.page.locator('.ant-table-row', { hasText: `${t.refused} 2` }).count()).toBe(1);
    await expectAccessible(staff.page);
    expectEveryRouteAudited(page, SIGN_IN);
    expectEveryRouteAudited(staff.page, [...SIGN_IN, '/admin']);
    expect([...company.errors, ...staff.errors]).toEqual([]);
  });

  it('a bug-bounty project goes from the wizard to an approved hacker who sees the bounty details and the VPN', { timeout: 300_000 }, async () => {
    const company = await open();
    const page = company.page;
    const companyToken = await signInPage(page, server.baseUrl, DEMO.company);
    await page.goto('/company/publishProject');
    await expect.poll(() => page.getByTestId('publish-steps').count()).toBe(1);
    await expectAccessible(page);

    // Step 1: starting in half an hour (sessions outlive that jump of the clock, not a day's), ten days; pool 10,000; a level added and one removed.
    const start = new Date(Date.now() + 30 * 60_000);
    start.setSeconds(0, 0);
    await fillBasics(page, lang, t.project, start, new Date(start.getTime() + 10 * DAY));
    await page.getByTestId('rewardpool').fill('10000');
    await expect.poll(() => levelNames(page)).toHaveLength(4);
    await page.getByTestId('add-level').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#hole-level_holeLevelName').fill(t.level.name);
    await dialog.locator('#hole-level_weight').fill('50');
    await dialog.locator('#hole-level_holeMoney').fill('5000');
    await dialog.locator('#hole-level_holeDescription').fill(t.level.description);
    await expectAccessible(page, 'the level dialog');
    await page.getByTestId('level-save').click();
    await expect.poll(() => levelNames(page)).toHaveLength(5);
    // Sorted by weight descending: the new level (50) comes first.
    expect((await levelNames(page))[0]).toBe(t.level.name);
    await page.getByTestId('delete-level-10').click();
    await expect.poll(() => levelNames(page)).toHaveLength(4);
    await page.getByTestId('wizard-next').click();

    // Step 2: manual approval, real-name testers, a VPN only approved participants will see.
    await expect.poll(() => page.getByTestId('testnumber').count()).toBe(1);
    expect(await page.getByTestId('testnumber').inputValue()).toBe('30');
    await page.getByTestId('verifytype').locator('input[type=radio]').first().check();
    await page.getByTestId('vpn').click();
    await page.locator('#publish-testers_vpnUserName').fill('wl-e2e-vpn');
    await page.locator('#publish-testers_vpnPassword').fill('Vpn#Secret2026');
    await expectAccessible(page, '/company/publishProject step 2');
    await page.getByTestId('wizard-next').click();

    // Step 3: the demo company pays the 20% fee: 10,000 + 2,000 = 12,000.00.
    await expect.poll(() => page.getByTestId('cost-fee').innerText()).toContain('2000.00');
    expect(await page.getByTestId('cost-total').innerText()).toContain('12000.00');
    await expectAccessible(page, '/company/publishProject step 3');
    await page.getByTestId('wizard-publish').click();
    // Not ticked: refused on the page.
    await expect.poll(() => page.locator('body').innerText()).toContain(translateValidation('project.risk.required', lang));
    await page.getByTestId('risk-agree').check();
    await page.getByTestId('wizard-publish').click();
    await expect.poll(() => page.getByTestId('publish-succeeded').count(), { timeout: 20_000 }).toBe(1);
    await expectAccessible(page, '/company/publishProject result');
    await page.getByTestId('result-view').click();
    await page.waitForURL('**/projectPage/detail/**');
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(await projectState(server.baseUrl, companyToken, id)).toBe('unaudited');
    await expectAccessible(page);

    // Staff approve it; it enrols until its start.
    const staff = await open();
    await signInPage(staff.page, server.baseUrl, DEMO.staff);
    await auditInConsole(staff.page, t.project, { approve: true });
    // Approval escrows pool and fee from the company's balance: finance records its transfer first.
    await fundByDeposit(server.baseUrl, (await sessionOf(server.baseUrl, DEMO.staff)).token, id);
    await expect.poll(() => projectState(server.baseUrl, companyToken, id), { timeout: 30_000 }).toBe('apply');

    // Time passes the start: the scheduler moves it to doing.
    await advanceServerClock(server.baseUrl, Math.max(1, Math.ceil((start.getTime() - Date.now()) / 60_000) + 2));
    await expect.poll(() => projectState(server.baseUrl, companyToken, id), { timeout: 20_000 }).toBe('doing');

    // A hacker finds it in the hall by search and by filter, and enrols.
    const hacker = await open();
    const hp = hacker.page;
    await signInPage(hp, server.baseUrl, DEMO.hacker);
    await hp.goto('/hackerservice/projectPage');
    await expect.poll(() => hp.getByTestId('hall-list').count()).toBe(1);
    await expectAccessible(hp);
    await hp.getByTestId('hall-search').fill(t.project);
    await hp.getByTestId('hall-search').press('Enter');
    await hp.getByTestId('filter-status').getByRole('button', { name: projectStateLabels.doing[lang], exact: true }).click();
    await expect.poll(() => hp.getByTestId('project-card').count()).toBe(1);
    // The filters are in the address: a reload keeps them.
    expect(new URL(hp.url()).searchParams.get('status')).toBe('doing');
    await hp.reload();
    await expect.poll(() => hp.getByTestId('project-card').count()).toBe(1);
    const card = hp.getByTestId('project-card').first();
    expect(await card.innerText()).toContain(t.project);
    expect(await card.getByTestId('card-status').innerText()).toBe(projectStateLabels.doing[lang]);
    await expectAccessible(hp, '/hackerservice/projectPage filtered');
    await card.getByRole('heading').getByRole('button').click();
    await hp.waitForURL(`**/projectPage/detail/${id}`);
    const operation = hp.getByTestId('detail-operation');
    await expect.poll(() => operation.getAttribute('data-operation')).toBe('enroll');
    // Not yet approved: the bounty details and the VPN stay hidden.
    await expect.poll(() => hp.getByTestId('rewards-hidden').count()).toBe(1);
    expect(await hp.getByTestId('vpn-hidden').count()).toBe(1);
    expect(await hp.locator('body').innerText()).not.toContain('wl-e2e-vpn');
    await expectAccessible(hp);
    await operation.click();
    await expect.poll(() => operation.getAttribute('data-operation')).toBe('auditing');

    // The company approves the hacker in the participants tab.
    await page.goto(`/projectPage/detail/${id}`);
    await page.getByRole('tab', { name: TEXT[lang].participantsTab }).click();
    const participants = page.getByTestId('participants');
    await participants.getByTestId('participant-approve').first().waitFor();
    await expectAccessible(page, `/projectPage/detail/${id} participants`);
    await participants.getByTestId('participant-approve').first().click();
    await expect.poll(() => participants.getByTestId('participant-status').first().innerText()).toBe(enterStatusLabels.normal[lang]);
    expect(await participants.getByTestId('participant-approve').count()).toBe(0);

    // The hacker now sees the bounty details and the VPN.
    await hp.reload();
    await expect.poll(() => hp.getByTestId('detail-operation').getAttribute('data-operation')).toBe('submission');
    await expect.poll(() => hp.getByTestId('vpn-details').innerText()).toContain('wl-e2e-vpn');
    expect(await hp.getByTestId('vpn-details').innerText()).toContain('Vpn#Secret2026');
    expect(await hp.getByTestId('vpn-file').count()).toBe(1);
    expect(await hp.getByTestId('rewards-hidden').count()).toBe(0);
    expect(await hp.getByTestId('level-money').allInnerTexts()).toContain('¥5,000.00');
    await expectAccessible(hp, `/projectPage/detail/${id} approved`);

    expectEveryRouteAudited(page, SIGN_IN);
    expectEveryRouteAudited(staff.page, [...SIGN_IN, '/admin']);
    expectEveryRouteAudited(hp, SIGN_IN);
    expect([...company.errors, ...staff.errors, ...hacker.errors]).toEqual([]);
  });
});
