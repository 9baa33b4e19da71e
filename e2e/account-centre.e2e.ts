import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, expectEveryRouteAudited } from './support/axe';
import { launchBrowser, newVisitor, type Visit } from './support/browser';
import { outbox, startServer, type RunningServer } from './support/server';
import { apiCall } from './support/api';
import { latestCode, registerThroughIdentity, storedToken } from './support/identity';
import { DEMO, signInPage } from './support/sessions';
import { tinyPng } from './support/images';

/**
 * Issue 10 §3 in a real browser, zh and en: the account centre of each role (a hacker's
 * figures, rows and tabs; a company's money figures and manufacturer info; a supplier's), then
 * a hacker binds a new email with the codes sent to the old and the new mailbox, changes the
 * bank card with the SMS code, and changes the password, landing signed out on the home page.
 * Every route the journey shows is checked with axe.
 */

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

const TEXT = {
  zh: {
    settings: '账号设置',
    personalInfo: '个人信息',
    manufacturerInfo: '厂商信息',
    rows: { bank: '银行卡', password: '账号密码', email: '绑定邮箱', dingTalk: '绑定钉钉', protocols: '协议下载' },
    emailBound: '邮箱绑定成功',
    bankChanged: '银行卡信息修改成功',
    nextChange: '今年已修改过',
    signedOut: '密码修改成功，请重新登录',
    balance: '账户余额（元）',
  },
  en: {
    settings: 'Account settings',
    personalInfo: 'Personal info',
    manufacturerInfo: 'Manufacturer info',
    rows: { bank: 'Bank card', password: 'Password', email: 'Email', dingTalk: 'DingTalk', protocols: 'Protocol downloads' },
    emailBound: 'Email bound',
    bankChanged: 'Bank details changed',
    nextChange: 'Already changed this year',
    signedOut: 'Password changed, please sign in again',
    balance: 'Balance (yuan)',
  },
} as const;

type Locale = keyof typeof TEXT;

/** Opens the account centre and waits for its header. */
async function openAccountCentre(page: Page, locale: Locale): Promise<void> {
  await page.goto('/userCenter/myAccount');
  await page.getByTestId('account-header').waitFor();
  await page.getByRole('tab', { name: TEXT[locale].settings }).waitFor();
  await expectAccessible(page, `/userCenter/myAccount (${locale})`);
}

const row = (page: Page, name: string) => page.getByTestId('settings-rows').getByRole('button', { name, exact: true });

/**
 * Waits out the one-minute gap since the last code sent to `to` (one send per address a
 * minute whatever the purpose: the sign-in code of this journey counts), as a person would.
 */
async function afterCodeGap(to: string): Promise<void> {
  const [last] = await outbox(server.baseUrl, to);
  const sentAt = last ? Date.parse((last as unknown as { createdAt: string }).createdAt) : 0;
  const wait = sentAt + 61_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Binds `email`: the old mailbox's code when one is bound, the new mailbox's code, then the server's word. */
async function bindEmail(page: Page, locale: Locale, email: string, oldEmail: string | null): Promise<void> {
  await row(page, TEXT[locale].rows.email).click();
  await page.getByTestId('email-change').click();
  await page.getByTestId('email-form').waitFor();
  await expectAccessible(page, `the email form (${locale})`);
  if (oldEmail) {
    const asked = Date.now();
    await page.getByTestId('email-old-code-send').click();
    await page.getByTestId('email-old-code-input').fill(await latestCode(server.baseUrl, oldEmail, asked - 1000));
  }
  await page.getByTestId('email-address').fill(email);
  await page.getByTestId('email-new-code-send').click();
  await page.getByTestId('email-new-code-input').fill(await latestCode(server.baseUrl, email));
  await page.getByTestId('email-submit').click();
  await page.getByText(TEXT[locale].emailBound).waitFor();
  await page.getByTestId('email-current').getByText(`${email[0]}***@`).waitFor();
}

/** Changes the bank card with the code sent to the account's phone. */
async function changeBankCard(page: Page, locale: Locale, phone: string, card: string): Promise<void> {
  await row(page, TEXT[locale].rows.bank).click();
  await page.getByTestId('bank-change').click();
  const form = page.getByTestId('bank-form');
  await form.waitFor();
  await expectAccessible(page, `the bank card form (${locale})`);
  await afterCodeGap(phone);
  const fields = form.locator('input');
  await fields.nth(0).fill('13800138000');
  await fields.nth(1).fill(card);
  await fields.nth(2).fill(locale === 'zh' ? '工商银行' : 'ICBC');
  await fields.nth(3).fill(locale === 'zh' ? '北京海淀支行' : 'Haidian branch');
  const asked = Date.now();
  await page.getByTestId('bank-code-send').click();
  await page.getByTestId('bank-code-input').fill(await latestCode(server.baseUrl, phone, asked - 1000));
  await page.getByTestId('bank-submit').click();
  await page.getByText(TEXT[locale].bankChanged).waitFor();
  await page.getByTestId('bank-card-number').getByText(card.slice(-4)).waitFor();
  await page.getByTestId('bank-next-change').getByText(TEXT[locale].nextChange).waitFor();
}

/** Changes the password; the browser forgets the session and lands on the home page, told why. */
async function changePassword(page: Page, locale: Locale, current: string): Promise<void> {
  await row(page, TEXT[locale].rows.password).click();
  const form = page.getByTestId('password-form');
  await form.waitFor();
  await expectAccessible(page, `the password form (${locale})`);
  const fields = form.locator('input[type=password]');
  await fields.nth(0).fill(current);
  await fields.nth(1).fill('Changed#2027');
  await fields.nth(2).fill('Changed#2027');
  await page.getByTestId('password-submit').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText(TEXT[locale].signedOut).waitFor();
  expect(await storedToken(page)).toBeNull();
  await expectAccessible(page, `/ after the password change (${locale})`);
}

/** A company's or supplier's account centre: what the role shows, in one language. */
async function otherRoles(visit: Visit, locale: Locale): Promise<void> {
  const page = visit.page;
  await signInPage(page, server.baseUrl, DEMO.company);
  if (locale === 'en') await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await openAccountCentre(page, locale);
  await page.getByText(TEXT[locale].balance).waitFor();
  expect(await row(page, TEXT[locale].rows.dingTalk).count()).toBe(0);
  expect(await page.getByRole('tab', { name: TEXT[locale].personalInfo }).count()).toBe(0);
  await page.getByRole('tab', { name: TEXT[locale].manufacturerInfo }).click();
  await page.getByTestId('manufacturer-info').waitFor();
  await expectAccessible(page, `/userCenter/myAccount manufacturer info (${locale})`);
  await page.getByTestId('action-publishProject').waitFor();

  const supplier = await newVisitor(browser, server.baseUrl, locale === 'zh' ? 'zh-CN' : 'en-US');
  await signInPage(supplier.page, server.baseUrl, DEMO.supplier);
  if (locale === 'en') await supplier.page.evaluate(() => localStorage.setItem('locale', 'en'));
  await openAccountCentre(supplier.page, locale);
  await row(supplier.page, TEXT[locale].rows.protocols).click();
  await supplier.page.getByTestId('download-secrecyFile').waitFor();
  await supplier.page.getByRole('tab', { name: TEXT[locale].personalInfo }).click();
  await supplier.page.getByTestId('person-info').waitFor();
  await expectAccessible(supplier.page, `/userCenter/myAccount personal info (${locale})`);
  expect(supplier.errors).toEqual([]);
  expectEveryRouteAudited(supplier.page, ['/']);
  await supplier.context.close();
}

/** A journey on a loaded machine takes long: each part gets room. */
const JOURNEY_MS = 180_000;

describe('the account centre', () => {
  it('zh: company and supplier see their own account centre', async () => {
    const visit = await newVisitor(browser, server.baseUrl, 'zh-CN');
    await otherRoles(visit, 'zh');
    expect(visit.errors).toEqual([]);
    expectEveryRouteAudited(visit.page, ['/']);
    await visit.context.close();
  }, JOURNEY_MS);

  it('zh: the demo hacker changes the email with both codes, the bank card with the SMS code, then the password, and lands signed out', async () => {
    const visit = await newVisitor(browser, server.baseUrl, 'zh-CN');
    const page = visit.page;
    await signInPage(page, server.baseUrl, DEMO.hacker);
    await openAccountCentre(page, 'zh');
    expect(await row(page, TEXT.zh.rows.dingTalk).count()).toBe(1);
    await page.getByTestId('action-trustedAuth').waitFor();
    await bindEmail(page, 'zh', 'hacker.new@demo.local', 'hacker@demo.local');
    await changeBankCard(page, 'zh', DEMO.hacker, '6217000011112222333');
    await page.getByRole('tab', { name: TEXT.zh.personalInfo }).click();
    await page.getByTestId('person-info').waitFor();
    await expectAccessible(page, '/userCenter/myAccount personal info (zh)');
    await page.getByRole('tab', { name: TEXT.zh.settings }).click();
    await changePassword(page, 'zh', 'Demo#2026');
    expect(visit.errors).toEqual([]);
    expectEveryRouteAudited(page);
    await visit.context.close();
  }, JOURNEY_MS);

  it('en: company and supplier see their own account centre', async () => {
    const visit = await newVisitor(browser, server.baseUrl, 'en-US');
    await otherRoles(visit, 'en');
    expect(visit.errors).toEqual([]);
    expectEveryRouteAudited(visit.page, ['/']);
    await visit.context.close();
  }, JOURNEY_MS);

  it('en: a new hacker binds a first email, changes the bank card and the password, and lands signed out', async () => {
    const visit = await newVisitor(browser, server.baseUrl, 'zh-CN');
    const page = visit.page;
    const phone = '13766620021';
    await registerThroughIdentity(page, server.baseUrl, phone, 'hacker');
    const token = (await storedToken(page))!;
    // Real-name certification through the API (its own journey covers the form).
    const upload = async (field: string) => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(tinyPng(400))], { type: 'image/png' }), `${field}.png`);
      return apiCall<string>(server.baseUrl, token, 'POST', '/portal/uploadprivatefile', form);
    };
    await apiCall(server.baseUrl, token, 'POST', '/user/hackerAuthentication', {
      name: 'Han Meimei',
      idCardNumber: '110105199204151235',
      bkCardNumber: '6222020000000000021',
      openbank: 'Nanshan branch',
      bankName: 'China Merchants Bank',
      bankPhone: '13912340021',
      idCardFrontFile: await upload('idCardFront'),
      idCardBackFile: await upload('idCardBack'),
    });
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await openAccountCentre(page, 'en');
    // The first page loaded since this hacker signed in (at registration) asks about payment authentication: later.
    await page.getByTestId('pay-auth-prompt').waitFor();
    await page.getByTestId('pay-auth-prompt-cancel').click();
    await page.getByTestId('pay-auth-prompt').waitFor({ state: 'detached' });
    await page.getByTestId('action-trustedAuth').waitFor();
    await bindEmail(page, 'en', 'han.meimei@example.com', null);
    await changeBankCard(page, 'en', phone, '6217000099998888777');
    await changePassword(page, 'en', 'Journey#2026');
    // The old session is over on the server too.
    expect(await apiCall(server.baseUrl, token, 'GET', '/user/personalCenter').catch((e: Error) => e.message)).toMatch(/ 401 /);
    expect(visit.errors).toEqual([]);
    expectEveryRouteAudited(page, ['/']);
    await visit.context.close();
  }, JOURNEY_MS);
});

