import type { Page } from 'playwright-core';
import { apiCall, apiCaptcha } from './api';
import { closePopupAfterLogin, latestCode } from './identity';
import { totpCode } from './totp';

/** What a sign-in answers and the web app stores (apps/web/src/lib/sign-in.ts). */
export type SignedIn = { token: string; userStatus?: string | null; usertype?: string | null; username?: string | null; logo?: string | null };

const sessions = new Map<string, Promise<SignedIn>>();

/**
 * A seeded account's session, signed in by phone and SMS code once per server: codes go out
 * once a minute per phone, so two journeys of one account share the session (a server-side
 * row any number of tabs may carry). Staff (13800000004) answer the authenticator step too.
 */
export function sessionOf(baseUrl: string, phone: string): Promise<SignedIn> {
  const key = `${baseUrl} ${phone}`;
  let session = sessions.get(key);
  if (!session) {
    session = (async () => {
      const asked = Date.now();
      await apiCall(baseUrl, null, 'POST', '/phone/login/sendSms', { telephone: phone, ...(await apiCaptcha(baseUrl)) });
      const first = await apiCall<SignedIn & { challenge?: string }>(baseUrl, null, 'POST', '/phone/login', { phone, msgCode: await latestCode(baseUrl, phone, asked - 1000) });
      if (!first.challenge) return first;
      const second = (offset: number) => apiCall<SignedIn>(baseUrl, null, 'POST', '/portal/login/totp', { challenge: first.challenge, totp: totpCode(undefined, offset) });
      return second(0).catch(() => second(1));
    })();
    sessions.set(key, session);
  }
  return session;
}

/** Signs a page in as a seeded account: the session values stored as the login dialog stores them, then the home page again. */
export async function signInPage(page: Page, baseUrl: string, phone: string): Promise<string> {
  const session = await sessionOf(baseUrl, phone);
  await page.goto('/');
  await page.evaluate((ret) => {
    const expiresAt = Date.now() + 8 * 60 * 60 * 1000;
    for (const [key, value] of [
      ['jwtToken', ret.token],
      ['userStatus', ret.userStatus],
      ['usertype', ret.usertype],
      ['username', ret.username],
      ['userLogo', ret.logo],
    ] as const) {
      if (value) localStorage.setItem(key, JSON.stringify({ value, expiresAt }));
    }
  }, session);
  await page.reload();
  await closePopupAfterLogin(page);
  return session.token;
}

/** The seeded accounts of README's table. */
export const DEMO = { hacker: '13800000001', company: '13800000002', supplier: '13800000003', staff: '13800000004' } as const;
