import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bugStatusLabels, payoutStateLabels, type AdminFundingItem } from '@wardline/contract';
import { expectAccessible, expectEveryRouteAudited } from './support/axe';
import { launchBrowser, newVisitor, type Visit } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { advanceServerClock, apiCall, apiCaptcha } from './support/api';
import { projectState, publishByApi } from './support/projects';
import { DEMO, sessionOf, signInPage } from './support/sessions';

/**
 * Issue 10 §2 in a real browser, zh and en, each on its own server: finance staff see a new
 * bug bounty project waiting for its company's money (escrow refused: the balance is short),
 * record the company's bank transfer in the console, and the project is funded; a report of
 * the demo hacker reaches `paying` through the usual calls; staff run a settlement in the
 * console and mark the payout paid; the hacker sees the money in the account header and the
 * movements, gross, tax and net in the statement. Every route shown is checked with axe.
 */

type Lang = 'zh' | 'en';

const TEXT = {
  zh: {
    locale: 'zh-CN' as const,
    project: '资金流程众测项目',
    title: '支付回调签名可绕过',
    escrow: '立即托管',
    short: '公司账户余额不足',
    record: '登记',
    recorded: '充值已入账',
    noneWaiting: '没有等待资金的项目',
    run: '立即结算',
    markPaid: '标记到账',
    bounty: '漏洞奖金',
    settlement: '月度结算发放',
  },
  en: {
    locale: 'en-US' as const,
    project: 'Money journey bounty',
    title: 'Payment callback signature can be bypassed',
    escrow: 'Escrow now',
    short: 'balance is short',
    record: 'Record',
    recorded: 'Deposit recorded',
    noneWaiting: 'No project is waiting for funds',
    run: 'Run settlement now',
    markPaid: 'Mark paid',
    bounty: 'Bounty',
    settlement: 'Settlement payout',
  },
};

const SIGN_IN = ['/'];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type BugView = { id: string; holenumber: string; holestatus: string };

/** Clicks the primary button of the confirmation dialog now open. */
async function confirmDialog(page: Page, name: string) {
  await page.locator('.ant-modal-confirm').getByRole('button', { name, exact: true }).click();
}

/** Walks the report from submission to `paying` through the calls the pages make (the pages themselves are walked by reports.e2e.ts). */
async function reportToPaying(base: string, tokens: { hacker: string; staff: string; company: string }, projectId: string, title: string): Promise<BugView> {
  const bug = await apiCall<BugView>(base, tokens.hacker, 'POST', '/hacker/submitBug', {
    projectid: projectId,
    holetitle: title,
    holeCode: 'high',
    judgeBasis: 'Forged callbacks mark orders paid',
    bugtype: 'idor',
    holeurl: 'https://pay.example.com/callback',
    holedescribe: 'The signature is not checked',
    holedanger: 'Orders are marked paid without payment',
    holedetail: '<p>Send the callback without a signature.</p>',
    repairpropose: '<p>Check the signature.</p>',
    ...(await apiCaptcha(base)),
  });
  // The project was published without platform triage (bugAudit 0): the report goes to the company directly.
  expect((await apiCall<BugView>(base, tokens.hacker, 'GET', `/bugdetail?id=${bug.id}`)).holestatus).toBe('confirming');
  await apiCall(base, tokens.company, 'POST', '/confirmbuggrade', { bugId: bug.id, grade: 'high', content: '' });
  await apiCall(base, tokens.hacker, 'POST', '/bugappeal', { id: bug.id, content: 'Critical: every order is affected' });
  await apiCall(base, tokens.staff, 'POST', `/admin/bugs/${bug.id}/arbitrate`, { grade: 'high', reason: 'High stands' });
  await expect.poll(async () => (await apiCall<BugView>(base, tokens.hacker, 'GET', `/bugdetail?id=${bug.id}`)).holestatus, { timeout: 30_000 }).toBe('paying');
  return bug;
}

describe.each(['zh', 'en'] as const)('money (%s)', (lang: Lang) => {
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
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('funds a project from a recorded deposit, settles a report’s bounty and shows it to the hacker', { timeout: 400_000 }, async () => {
    const base = server.baseUrl;
    const tokens = {
      company: (await sessionOf(base, DEMO.company)).token,
      hacker: (await sessionOf(base, DEMO.hacker)).token,
      staff: (await sessionOf(base, DEMO.staff)).token,
    };

    // The company publishes a bug bounty project larger than its balance; staff approve it and it waits for funds.
    const start = new Date(Date.now() + 5 * MINUTE);
    // Every level carries money (the template's levels leave it to the company): weight × 200 yuan.
    const levels = await apiCall<{ weight: number }[]>(base, tokens.company, 'GET', '/bug/template');
    const holeList = levels.map((level) => ({ ...level, holeMoney: String(level.weight * 200) }));
    const project = await publishByApi(base, tokens.company, {
      companyname: t.project,
      projectname: t.project,
      rewardpool: '900000',
      startime: start.toISOString(),
      endtime: new Date(Date.now() + 20 * DAY).toISOString(),
      projectintroduce: t.project,
      testrule: t.project,
      testrange: 'https://pay.example.com',
      verifytype: 0,
      holeList,
    });
    await apiCall(base, tokens.staff, 'POST', `/admin/projects/${project.id}/approve`, {});
    expect(await projectState(base, tokens.company, project.id)).toBe('audited');
    const waiting = await apiCall<{ data: AdminFundingItem[] }>(base, tokens.staff, 'GET', '/admin/money/funding?page=1&size=100');
    const item = waiting.data.find((p) => p.id === project.id)!;
    expect(item, 'the project waits in the funding queue').toBeTruthy();

    // Finance staff: escrow is refused while the balance is short.
    const staff = await open();
    const sp = staff.page;
    await signInPage(sp, base, DEMO.staff);
    await sp.goto('/admin/funding');
    await sp.getByTestId(`escrow-${project.id}`).click();
    await confirmDialog(sp, t.escrow);
    await expect.poll(() => sp.getByTestId('escrow-refusal').innerText(), { timeout: 20_000 }).toContain(t.short);
    await expectAccessible(sp, '/admin/funding');

    // They record the company's bank transfer, in yuan, and the waiting project is escrowed.
    await sp.goto('/admin/deposits');
    await sp.getByTestId('record-deposit').click();
    await sp.getByTestId('deposit-company').click();
    await sp.keyboard.type(item.company.name);
    await sp.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: item.company.name }).first().click();
    const dialog = sp.locator('.ant-modal');
    await dialog.locator('#amount').fill(item.short);
    await dialog.locator('#bankReference').fill(`E2E-${lang}-${Date.now()}`);
    await sp.getByTestId('deposit-submit').click();
    await expect.poll(() => sp.getByTestId('deposit-result').innerText(), { timeout: 20_000 }).toContain(t.recorded);
    await sp.getByTestId('deposit-submit').click();
    await expectAccessible(sp, '/admin/deposits');
    await expect.poll(() => projectState(base, tokens.company, project.id), { timeout: 30_000 }).toBe('apply');
    await sp.goto('/admin/funding');
    await expect.poll(() => sp.getByText(t.noneWaiting).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await sp.goto('/admin/balances');
    await sp.getByRole('table').waitFor();
    await expectAccessible(sp, '/admin/balances');

    // The project starts; the hacker enrols and a report of theirs reaches payment.
    await advanceServerClock(base, Math.max(1, Math.ceil((start.getTime() - Date.now()) / MINUTE) + 2));
    await expect.poll(() => projectState(base, tokens.company, project.id), { timeout: 30_000 }).toBe('doing');
    await apiCall(base, tokens.hacker, 'GET', `/project/hacker/signProject?id=${project.id}`);
    const bug = await reportToPaying(base, tokens, project.id, t.title);

    // Staff see it owed, run a settlement now and mark the payout paid.
    await sp.goto('/admin/payable');
    await expect.poll(() => sp.getByText(bug.holenumber).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expectAccessible(sp, '/admin/payable');
    await sp.goto('/admin/settlement');
    await sp.getByTestId('run-settlement').click();
    await confirmDialog(sp, t.run);
    await sp.locator('.ant-modal-confirm').waitFor({ state: 'detached', timeout: 60_000 });
    // The batch that carries the report (the scheduler's monthly batch of this month may be listed too).
    const batches = await apiCall<{ data: { id: string }[] }>(base, tokens.staff, 'GET', '/admin/money/batches?page=1&size=20');
    const details = await Promise.all(batches.data.map((b) => apiCall<{ id: string; payoutList: { reports: { id: string }[] }[] }>(base, tokens.staff, 'GET', `/admin/money/batches/${b.id}`)));
    const ours = details.find((d) => d.payoutList.some((p) => p.reports.some((r) => r.id === bug.id)))!;
    expect(ours, 'a batch pays the report').toBeTruthy();
    const batchLink = sp.getByTestId(`batch-${ours.id}`);
    await batchLink.waitFor({ timeout: 30_000 });
    await expectAccessible(sp, '/admin/settlement');
    await batchLink.click();
    const reportRow = sp.locator('tr', { hasText: bug.holenumber }).first();
    await reportRow.waitFor({ timeout: 30_000 });
    expect(await reportRow.innerText()).toContain(bugStatusLabels.inPayment[lang]);
    await expectAccessible(sp, '/admin/settlement/:id');
    const markPaid = sp.locator('[data-testid^="mark-paid-"]').first();
    const payoutId = (await markPaid.getAttribute('data-testid'))!.replace('mark-paid-', '');
    const net = (await sp.getByTestId(`net-${payoutId}`).innerText()).trim();
    await markPaid.click();
    await confirmDialog(sp, t.markPaid);
    await expect.poll(() => sp.getByTestId(`payout-state-${payoutId}`).innerText(), { timeout: 30_000 }).toBe(payoutStateLabels.paid[lang]);
    await expect.poll(async () => (await apiCall<BugView>(base, tokens.hacker, 'GET', `/bugdetail?id=${bug.id}`)).holestatus, { timeout: 30_000 }).toBe('end');
    await sp.goto('/admin/reconciliation');
    await sp.getByTestId('reconcile-now').click();
    await expect.poll(() => sp.locator('[data-testid^="reconciliation-result-"]').first().innerText(), { timeout: 30_000 }).toMatch(/一致|Consistent/);
    await expectAccessible(sp, '/admin/reconciliation');

    // The hacker sees the money in the header and both movements in the statement.
    const hacker = await open();
    const hp = hacker.page;
    await signInPage(hp, base, DEMO.hacker);
    await hp.goto('/userCenter/myAccount');
    const bonus = Number((await hp.getByTestId('figure-bonus').locator('dd').innerText()).replace(/[^\d.]/g, ''));
    expect(bonus).toBeGreaterThanOrEqual(Number(net.replace(/[^\d.]/g, '')));
    await expectAccessible(hp, '/userCenter/myAccount');
    await hp.getByTestId('statement-link').click();
    await hp.waitForURL('**/userCenter/statement');
    // The bounty credited names its report; the settlement shows gross, tax withheld and net.
    const bountyLine = hp.locator('tr', { hasText: bug.holenumber });
    await expect.poll(() => bountyLine.count(), { timeout: 20_000 }).toBe(1);
    expect(await bountyLine.innerText()).toContain(t.bounty);
    const settlementLine = hp.locator('tr', { hasText: t.settlement }).filter({ has: hp.getByTestId('statement-payout') }).first();
    expect(await settlementLine.getByTestId('statement-payout').innerText()).toContain(net);
    await expectAccessible(hp, '/userCenter/statement');
    const [download] = await Promise.all([hp.waitForEvent('download'), hp.getByTestId('statement-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^wardline-statement-.*\.xlsx$/);

    expectEveryRouteAudited(sp, [...SIGN_IN, '/admin']);
    expectEveryRouteAudited(hp, SIGN_IN);
    expect(visits.flatMap((v) => v.errors)).toEqual([]);
  });
});
